import {
  Check,
  CreditCard,
  KeyRound,
  LogOut,
  Monitor,
  Moon,
  Power,
  ShieldCheck,
  Sun,
  UserRound,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
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
import { Avatar, menuClassNames, type ThemeChoice } from '@deckmill/ui';
import {
  errorMessage,
  useFlash,
  useSignOutMutation,
  useUpdateThemePreferenceMutation,
  type CurrentUser,
} from '@deckmill/web-data';
import { useQuitLocalMutation } from '../../api/localApi';
import { externalPaths, paths } from '../../config/paths';
import { leaveApp } from '../../lib/leaveApp';
import { markStopped } from '../local/stopped';
import { useLocalMode } from '../../lib/useLocalMode';
import { useAppliedTheme } from '../theme/useAppliedTheme';
import styles from './AccountMenu.module.css';

const THEMES: { id: ThemeChoice; label: string; icon: LucideIcon }[] = [
  { id: 'system', label: 'System', icon: Monitor },
  { id: 'light', label: 'Light', icon: Sun },
  { id: 'dark', label: 'Dark', icon: Moon },
];

/** A menu row's icon and name; the account links take the sidebar's icons and names. */
function IconLabel({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <span className={styles.iconLabel}>
      <Icon aria-hidden="true" size={16} className={styles.icon} />
      {children}
    </span>
  );
}

/**
 * The avatar button (first letter of the name) and its menu: account links, the theme (System, Light, Dark,
 * saved with the account) and sign out. A React Aria menu: Enter or ArrowDown opens it, the arrows move,
 * Escape closes it and focus returns to the avatar. In local mode (the desktop app) there is no plan to
 * show and nobody to sign in again: Quit stops Deckmill instead of Sign out.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  const [quitLocal, { isLoading: quitting }] = useQuitLocalMutation();
  const local = useLocalMode();
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

  async function handleQuit() {
    try {
      await quitLocal().unwrap();
      markStopped();
    } catch (error) {
      show('alert', errorMessage(error) ?? 'Could not stop Deckmill. Please try again.');
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
    if (key === 'quit') void handleQuit();
  }

  return (
    <RouterProvider navigate={go} useHref={useHref}>
      <MenuTrigger>
        <Button className={styles.trigger} aria-label={`Account menu for ${displayName}`}>
          <Avatar name={user.name} fallback={user.email} />
        </Button>
        <Popover placement="bottom end" className={`${menuClassNames.popover} ${styles.popover}`}>
          <Menu
            className={`${menuClassNames.menu} ${styles.menu}`}
            onAction={onAction}
            disabledKeys={[...(signingOut ? ['sign-out'] : []), ...(quitting ? ['quit'] : [])]}
          >
            <MenuSection className={styles.section} aria-label={displayName}>
              <Header className={styles.identity}>
                <span className={styles.identityName}>{displayName}</span>
                {displayName !== user.email && <span className={styles.identityEmail}>{user.email}</span>}
              </Header>
              <MenuItem className={menuClassNames.item} id="profile" href={paths.profile} textValue="Profile">
                <IconLabel icon={UserRound}>Profile</IconLabel>
              </MenuItem>
              {!local && (
                <MenuItem
                  className={menuClassNames.item}
                  id="subscription"
                  href={paths.subscription}
                  textValue="Subscription"
                >
                  <IconLabel icon={CreditCard}>Subscription</IconLabel>
                </MenuItem>
              )}
              <MenuItem
                className={menuClassNames.item}
                id="api-keys"
                href={paths.apiKeys}
                textValue="API Keys"
              >
                <IconLabel icon={KeyRound}>API Keys</IconLabel>
              </MenuItem>
              <MenuItem
                className={menuClassNames.item}
                id="webhooks"
                href={paths.webhooks}
                textValue="Webhooks"
              >
                <IconLabel icon={Webhook}>Webhooks</IconLabel>
              </MenuItem>
              {user.admin && (
                <MenuItem
                  className={menuClassNames.item}
                  id="admin"
                  href={externalPaths.admin}
                  textValue="Admin Panel"
                >
                  <IconLabel icon={ShieldCheck}>Admin Panel</IconLabel>
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
              {THEMES.map(({ id, label, icon }) => (
                <MenuItem key={id} id={id} className={menuClassNames.item} textValue={label}>
                  {({ isSelected }) => (
                    <span className={styles.choice}>
                      <IconLabel icon={icon}>{label}</IconLabel>
                      {isSelected && <Check aria-hidden="true" size={16} className={styles.check} />}
                    </span>
                  )}
                </MenuItem>
              ))}
            </MenuSection>
            <Separator className={styles.separator} />
            <MenuSection className={styles.section} aria-label="Session">
              {local ? (
                <MenuItem className={menuClassNames.item} id="quit" textValue="Quit">
                  <IconLabel icon={Power}>{quitting ? 'Quitting...' : 'Quit'}</IconLabel>
                </MenuItem>
              ) : (
                <MenuItem className={menuClassNames.item} id="sign-out" textValue="Sign out">
                  <IconLabel icon={LogOut}>{signingOut ? 'Signing out...' : 'Sign out'}</IconLabel>
                </MenuItem>
              )}
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
