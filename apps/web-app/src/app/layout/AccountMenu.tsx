import { Check } from 'lucide-react';
import type { Key, Selection } from 'react-aria-components';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  RouterProvider,
  Separator,
} from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { Avatar, type ThemeChoice } from '@deckmill/ui';
import {
  errorMessage,
  useFlash,
  useSignOutMutation,
  useUpdateThemePreferenceMutation,
  type CurrentUser,
} from '@deckmill/web-data';
import { externalPaths, paths } from '../../config/paths';
import { leaveApp } from '../../lib/leaveApp';
import { useAppliedTheme } from '../theme/useAppliedTheme';
import styles from './AccountMenu.module.css';

const THEMES: { id: ThemeChoice; label: string }[] = [
  { id: 'system', label: 'System' },
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
];

/**
 * The avatar button (first letter of the name) and its menu: account links, the theme (System, Light, Dark,
 * saved with the account) and sign out. A React Aria menu: Enter or ArrowDown opens it, the arrows move,
 * Escape closes it and focus returns to the avatar.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  const [updateTheme] = useUpdateThemePreferenceMutation();
  const { show } = useFlash();
  const displayName = user.name?.trim() || user.email;
  const theme = user.theme_preference;
  // The menu is on every signed-in page, so it also keeps <html> in the account's theme.
  useAppliedTheme(theme);

  // Links inside the app move with the router; the Admin Panel is another front end (a full page load).
  function go(path: string) {
    if (path === externalPaths.admin) leaveApp(path);
    else void navigate(path);
  }

  async function handleSignOut() {
    try {
      await signOut().unwrap();
      leaveApp(externalPaths.home);
    } catch (error) {
      show('alert', errorMessage(error) ?? 'Could not sign out. Please try again.');
    }
  }

  async function chooseTheme(selection: Selection) {
    const [choice] = selection === 'all' ? [] : [...selection];
    if (!choice || choice === theme) return;
    try {
      await updateTheme(choice as ThemeChoice).unwrap();
    } catch (error) {
      show('alert', errorMessage(error) ?? 'Could not save the theme. Please try again.');
    }
  }

  function onAction(key: Key) {
    if (key === 'sign-out') void handleSignOut();
  }

  return (
    <RouterProvider navigate={go} useHref={useHref}>
      <MenuTrigger>
        <Button className={styles.trigger} aria-label={`Account menu for ${displayName}`}>
          <Avatar name={user.name} fallback={user.email} />
        </Button>
        <Popover placement="bottom end" className={styles.popover}>
          <Menu
            className={styles.menu}

            onAction={onAction}
            disabledKeys={signingOut ? ['sign-out'] : []}
          >
            <MenuSection className={styles.section} aria-label={displayName}>
              <Header className={styles.identity}>
                <span className={styles.identityName}>{displayName}</span>
                {displayName !== user.email && <span className={styles.identityEmail}>{user.email}</span>}
              </Header>
              <MenuItem className={styles.item} id="profile" href={paths.profile}>
                Profile
              </MenuItem>
              <MenuItem className={styles.item} id="subscription" href={paths.subscription}>
                Subscription
              </MenuItem>
              <MenuItem className={styles.item} id="api-keys" href={paths.apiKeys}>
                API keys
              </MenuItem>
              <MenuItem className={styles.item} id="webhooks" href={paths.webhooks}>
                Webhooks
              </MenuItem>
              {user.admin && (
                <MenuItem className={styles.item} id="admin" href={externalPaths.admin}>
                  Admin Panel
                </MenuItem>
              )}
            </MenuSection>
            <Separator className={styles.separator} />
            <MenuSection
              className={styles.section}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[theme]}
              onSelectionChange={(selection) => void chooseTheme(selection)}
            >
              <Header className={styles.sectionHeading}>Theme</Header>
              {THEMES.map(({ id, label }) => (
                <MenuItem key={id} id={id} className={styles.item} textValue={label}>
                  {({ isSelected }) => (
                    <span className={styles.choice}>
                      {label}
                      {isSelected && <Check aria-hidden="true" size={16} className={styles.check} />}
                    </span>
                  )}
                </MenuItem>
              ))}
            </MenuSection>
            <Separator className={styles.separator} />
            <MenuSection className={styles.section} aria-label="Session">
              <MenuItem className={styles.item} id="sign-out" textValue="Sign out">
                {signingOut ? 'Signing out...' : 'Sign out'}
              </MenuItem>
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
