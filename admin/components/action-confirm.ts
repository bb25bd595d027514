/** Name of the confirmation view of service-backed record and bulk actions in AdminJS.UserComponents (see browser/action-confirm.js). */
export const ACTION_CONFIRM_COMPONENT = 'ActionConfirm';
