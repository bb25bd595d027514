/** The component AdminJS renders as the panel's home page (AdminJS.UserComponents.BazaarDashboard, see browser/dashboard.js). */
export const DASHBOARD_COMPONENT = 'BazaarDashboard';
