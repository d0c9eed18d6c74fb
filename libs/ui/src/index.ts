// @deckmill/ui: design tokens and the shared React components of every Deckmill front end.
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

export {
  applyStoredTheme,
  applyTheme,
  rememberTheme,
  storedTheme,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from './styles/theme';

export { Button, type ButtonProps } from './components/Button/Button';
export {
  buttonClassName,
  type ButtonLook,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/buttonClassName';
export { SubmitButton, type SubmitButtonProps } from './components/SubmitButton/SubmitButton';
export { useBusyLabel } from './hooks/useBusyLabel';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export {
  Skeleton,
  PageSkeleton,
  type SkeletonProps,
  type PageSkeletonProps,
} from './components/Skeleton/Skeleton';
export { DataTable, type DataColumn, type DataTableProps } from './components/DataTable/DataTable';
export { CopyButton, type CopyButtonProps } from './components/CopyButton/CopyButton';
export {
  Field,
  fieldErrorMessages,
  type FieldProps,
  type FieldError,
  type FieldControlProps,
} from './components/Field/Field';
export { TextInput, type TextInputProps } from './components/Field/TextInput';
export { SelectInput, type SelectInputProps, type SelectOption } from './components/Field/SelectInput';
export { Checkbox, type CheckboxProps } from './components/Field/Checkbox';
export {
  ComboBoxInput,
  type ComboBoxInputProps,
  type ComboBoxOption,
} from './components/Field/ComboBoxInput';
export { FormErrorBox } from './components/FormErrorBox/FormErrorBox';
export { Flash, flashTone, type FlashKind, type FlashProps } from './components/Flash/Flash';
export { ToastRegion, type ToastRegionProps } from './components/Toast/ToastRegion';
export {
  createToastQueue,
  showToast,
  MAX_VISIBLE_TOASTS,
  TOAST_TIMEOUT_MS,
  type ToastMessage,
  type ToastQueueOf,
  type ToastTone,
} from './components/Toast/toastQueue';
export { Card, type CardProps } from './components/Card/Card';
export { Badge, type BadgeProps } from './components/Badge/Badge';
export { StatusBadge, statusTone } from './components/Badge/StatusBadge';
export type { Tone } from './components/Badge/tone';
export { UsageBar, type UsageBarProps } from './components/UsageBar/UsageBar';
export {
  usagePercentage,
  usageTone,
  cappedPercentage,
  isApproachingLimit,
  APPROACHING_LIMIT_PERCENT,
  type UsageTone,
} from './components/UsageBar/usage';
export { PlanUsageLine, type PlanUsageLineProps } from './components/UsageBar/PlanUsageLine';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { CheckList, type CheckListProps } from './components/CheckList/CheckList';
export { Dialog, DialogActions, type DialogProps } from './components/Dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/Dialog/ConfirmDialog';
export {
  ActionMenu,
  type ActionMenuItem,
  type ActionMenuProps,
  type ActionConfirmation,
} from './components/ActionMenu/ActionMenu';
export { menuClassNames } from './components/Menu/menuClassNames';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
export { TooltipHint, type TooltipHintProps } from './components/Tooltip/TooltipHint';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs';
export { Avatar, avatarInitial, type AvatarProps } from './components/Avatar/Avatar';
export { Logo } from './components/Logo/Logo';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader';
export { lazyPage, type LazyPage } from './lazy/lazyPage';
export { formatDate, formatDateTime, formatMonthDay, type DateFormatOptions } from './format/formatDate';
export { useDocumentTitle, PRODUCT_NAME } from './hooks/useDocumentTitle';
export {
  FullPageLoading,
  FullPageMessage,
  type FullPageMessageProps,
} from './components/FullPageStatus/FullPageStatus';
export { usePageToggle, type PageToggle, type PageToggleOptions } from './hooks/usePageToggle';
export {
  SidebarShell,
  sidebarClassNames,
  type SidebarDrawer,
  type SidebarShellProps,
} from './components/SidebarShell/SidebarShell';
export {
  SidebarShellSkeleton,
  type SidebarShellSkeletonProps,
} from './components/SidebarShell/SidebarShellSkeleton';
export {
  useRecentlySuccessful,
  RECENTLY_SUCCESSFUL_MS,
  type RecentlySuccessful,
} from './hooks/useRecentlySuccessful';
