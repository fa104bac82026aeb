/** Why a scheduled publish did not happen, as the editor says it. */
export function missedPublishText(reason: string | null | undefined): string {
  return reason === 'scheduler_not_allowed'
    ? 'Not published: whoever scheduled it can no longer publish in this team. Schedule it again or publish it now.'
    : 'Not published: its unpublish time had passed before the site could publish it. Schedule it again or publish it now.';
}
