import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';

/** A link inside the site that a click would follow in this tab. */
function internalLinkOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return null;
  return anchor.pathname + anchor.search + anchor.hash;
}

/**
 * Asks before unsaved work is left behind: a link inside the site or the back button opens the
 * page's own confirmation (`leaving` is then the way out: `confirmLeave` / `stayHere`), closing
 * or reloading the tab the browser's own. Links are caught before Next's router sees them, so a
 * refused navigation never starts.
 */
export function useLeaveGuard(dirty: boolean) {
  const router = useRouter();
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  const allowed = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  useEffect(() => {
    const guarding = () => dirtyRef.current && !allowed.current;

    function beforeUnload(event: BeforeUnloadEvent) {
      if (!guarding()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    }

    function click(event: MouseEvent) {
      if (!guarding()) return;
      const href = internalLinkOf(event);
      if (href === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(() => () => void router.push(href));
    }

    // The browser has already moved back when popstate fires: step forward again, then ask.
    let returning = false;
    router.beforePopState(() => {
      if (returning) {
        returning = false;
        return false;
      }
      if (!guarding()) return true;
      returning = true;
      window.history.go(1);
      setLeaving(() => () => window.history.back());
      return false;
    });

    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      router.beforePopState(() => true);
    };
  }, [router]);

  return {
    leaving: leaving !== null,
    confirmLeave: () => {
      allowed.current = true;
      leaving?.();
      setLeaving(null);
    },
    stayHere: () => {
      setLeaving(null);
    },
  };
}
