// The staff side's calls (issue 37), all under /api/v1/office: accounts and sessions (staff.ts),
// the order desk (desk.ts).
export * from './staff';
export * from './desk';
