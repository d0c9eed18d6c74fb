/**
 * Cache tags of the admin API. Every table shares one tag and the dashboard another; each record has its own,
 * so deleting a user refreshes the tables without fetching the deleted user's page again.
 */
export const ADMIN_LISTS = { type: 'Admin', id: 'LIST' } as const;
export const ADMIN_STATS = { type: 'Admin', id: 'STATS' } as const;

export function adminRecord(kind: 'user' | 'team' | 'template' | 'presentation', id: string) {
  return { type: 'Admin', id: `${kind}:${id}` } as const;
}
