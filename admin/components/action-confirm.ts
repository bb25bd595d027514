/** Name of the confirmation view of service-backed record and bulk actions in AdminJS.UserComponents (see action-confirm.script.ts). */
export const ACTION_CONFIRM_COMPONENT = 'ActionConfirm';
