export { PromotionsPage } from './promotions-page';
export { PromotionLayer } from './promotion-layer';
export { PromotionCard, type PromotionBase } from './promotion-card';
