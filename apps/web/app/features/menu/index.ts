export { MenuPage } from './menu-page';
export { PositionLayer } from './position-layer';
export { menuSections, type MenuSection } from './menu-sections';
