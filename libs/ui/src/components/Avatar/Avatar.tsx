import styles from './Avatar.module.css';

/** First letter of the name (or of the fallback, usually the email), uppercased. */
export function avatarInitial(name: string | null | undefined, fallback = ''): string {
  const source = name?.trim() || fallback.trim();
  return source.charAt(0).toUpperCase() || '?';
}

export interface AvatarProps {
  name: string | null | undefined;
  fallback?: string;
}

/** Decorative circle with the user's initial; the surrounding control carries the accessible name. */
export function Avatar({ name, fallback }: AvatarProps) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {avatarInitial(name, fallback)}
    </span>
  );
}
