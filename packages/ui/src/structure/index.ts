// The structure group: page scaffolding shared by every screen (breadcrumbs, account layout,
// tabs, dialogs, messages, loading states, pagination, listing filters, empty states).
export { AccountSideMenu } from './account-side-menu.js';
export type {
  AccountMenuHrefs,
  AccountMenuItemId,
  AccountSideMenuProps,
} from './account-side-menu.js';
export type { BreadcrumbItem } from './breadcrumb-trail.js';
export { Breadcrumbs } from './breadcrumbs.js';
export type { BreadcrumbsProps } from './breadcrumbs.js';
export { ConfirmDialog } from './confirm-dialog.js';
export type { ConfirmDialogProps } from './confirm-dialog.js';
export { EmptyState } from './empty-state.js';
export type { EmptyStateAction, EmptyStateKind, EmptyStateProps } from './empty-state.js';
export { FacetFilters } from './facet-filters.js';
export type { FacetFiltersProps } from './facet-filters.js';
export type { Facet, FacetKind, FacetOption, FacetSelection } from './facet-selection.js';
export { FlashMessage } from './flash-message.js';
export type { FlashMessageProps, FlashSeverity } from './flash-message.js';
export { LoadingOverlay } from './loading-overlay.js';
export type { LoadingOverlayProps } from './loading-overlay.js';
export { Modal } from './modal.js';
export type { ModalProps, ModalSize } from './modal.js';
export { Pagination } from './pagination.js';
export type { PaginationProps } from './pagination.js';
export { ProductGridSkeleton } from './product-grid-skeleton.js';
export type { ProductGridSkeletonProps } from './product-grid-skeleton.js';
export { Skeleton } from './skeleton.js';
export type { SkeletonProps } from './skeleton.js';
export { Tabs } from './tabs.js';
export type { TabItem, TabsProps } from './tabs.js';
export { ToastRegion } from './toast-region.js';
export type { Toast, ToastRegionProps } from './toast-region.js';
