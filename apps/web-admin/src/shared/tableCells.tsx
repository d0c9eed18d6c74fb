import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPaths } from '../config/paths';
import table from './AdminTable.module.css';

/** A record's name linking to its page, over a muted second line (its file, template or short id). */
export function TitleCell({ to, title, detail }: { to: string; title: string; detail: ReactNode }) {
  return (
    <div className={table.stack}>
      <Link to={to}>{title}</Link>
      <span className={table.muted}>{detail}</span>
    </div>
  );
}

/** A user's e-mail linking to their page, or 'Deleted user' once the account is gone. */
export function UserCell({ id, email }: { id: string; email: string | null }) {
  if (!email) return <span className={table.muted}>Deleted user</span>;
  return <Link to={adminPaths.user(id)}>{email}</Link>;
}
