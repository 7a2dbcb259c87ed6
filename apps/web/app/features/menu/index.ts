export { DesktopMenusPage } from './desktop-menus-page';
export { MenuPage } from './menu-page';
export { PositionLayer } from './position-layer';
export { MenuCards } from './menu-cards';
export { menuSections, type MenuSection } from './menu-sections';
