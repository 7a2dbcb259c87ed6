// The staff side's calls (issue 37), all under /api/v1/office: accounts and sessions (staff.ts),
// the order desk (desk.ts), the promo codes (promo-codes.ts), the orders board (order-board.ts),
// the automatic discounts (discounts.ts), the chain's figures (figures.ts).
export * from './staff';
export * from './desk';
export * from './promo-codes';
export * from './order-board';
export * from './discounts';
export * from './figures';
