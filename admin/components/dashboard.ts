/** The component AdminJS renders as the panel's home page (AdminJS.UserComponents.BazaarDashboard, see dashboard.script.ts). */
export const DASHBOARD_COMPONENT = 'BazaarDashboard';
