import { Alert } from '~/components/ui/Alert';

/** What shows when something could not be loaded: why, and a button to try again. */
export function LoadFailed({
  what,
  message,
  retry,
}: {
  /** What failed to load, as in 'The {what} could not be loaded': 'posts', 'editor'. */
  what: string;
  message: string | undefined;
  retry: () => unknown;
}) {
  return (
    <Alert tone="error" title={`The ${what} could not be loaded`}>
      {message}{' '}
      <button type="button" className="font-semibold underline" onClick={() => void retry()}>
        Try again
      </button>
    </Alert>
  );
}
