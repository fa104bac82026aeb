/** How much of the running upload has gone, as a bar and a percentage. */
export function UploadProgress({ share, label }: { share: number; label: string }) {
  const percent = Math.round(share * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-10 text-right text-sm text-slate-600 tabular-nums dark:text-slate-400">
        {percent}%
      </span>
    </div>
  );
}
