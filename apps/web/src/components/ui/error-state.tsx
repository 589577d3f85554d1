type ErrorStateProps = {
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
};

/** What a section shows when its data could not be loaded: the reason and a way to try again. */
export function ErrorState({ message, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <div role="alert" className="border-error/40 bg-base-100 mx-auto max-w-xl rounded-box border p-6 text-center">
      <p className="text-lg font-semibold">We could not load this.</p>
      <p className="text-base-content/80 mt-1">{message}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onRetry} disabled={isRetrying}>
        {isRetrying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        Try again
      </button>
    </div>
  );
}
