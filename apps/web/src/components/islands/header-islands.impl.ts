// Loaded by header-islands.tsx as one chunk (decision 029).
export { HeaderCart } from '@/features/cart/components/header-cart';
export { ProfileMenuBody } from '@/features/auth/components/profile-menu-body';
export { MenuButton } from '../menu-button';
export { ScrollChrome } from '../scroll-chrome';
