import { Link } from 'react-router';
import { Card } from '@deckmill/ui';
import { useGetNotificationsQuery } from '../api/notificationsApi';
import styles from './Dashboard.module.css';

const SHOWN = 5;

/** The latest in-app notices: finished batches and viewed decks, each linking to its presentation; nothing until there is one. */
export function NotificationList() {
  const { data } = useGetNotificationsQuery();
  const notifications = data?.notifications.slice(0, SHOWN) ?? [];
  if (notifications.length === 0) return null;
  return (
    <Card title="Notifications">
      <ul className={styles.recent} aria-label="Notifications">
        {notifications.map((notification) => (
          <li key={notification.id} className={styles.notification} data-kind={notification.kind}>
            <Link to={notification.url}>{notification.title}</Link>
            <span className={styles.muted}>{notification.body}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
