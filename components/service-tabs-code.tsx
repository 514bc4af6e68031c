'use client';

import { useEffect, useRef, type ReactNode } from 'react';

import { NoImplicitSubmit } from '@/components/no-implicit-submit';
import { USER_VALID } from '@/components/user-validity';

interface ServiceTabsCodeProps {
  /** The tabs' radio name. */
  name: string;
  /** The cards' submit buttons' name: each one's value is its link. */
  card: string;
  /** Each tab's anchor (`services-manage`) and the value of its radio. */
  tabOf: Record<string, string>;
  children: ReactNode;
}

/**
 * What the services tabs need code for (components/service-tabs.tsx): a link to a tab's anchor
 * (the footer's Facility Management, `/home#services-manage`) checks that tab on arrival and when
 * the fragment changes (Back included); such an anchor in the address then follows the tab the
 * visitor chooses, so that following that link again changes the fragment; and a card's click
 * logs its link (spec). A tab the visitor checked before this code ran is theirs: arrival leaves it.
 * The tabs are in a form whose action logs: each card is a submit button carrying its link, so a
 * card tapped before this code ran is kept by react-dom (its form replay) and logged when it runs.
 */
export function ServiceTabsCode({ name, card, tabOf, children }: ServiceTabsCodeProps) {
  const root = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = root.current;
    const radios = () => [...(form?.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`) ?? [])];
    /** The tab a fragment is the anchor of, decoded as the browser finds the element. */
    function tabAt(hash: string) {
      try {
        return tabOf[decodeURIComponent(hash.slice(1))];
      } catch {
        return undefined;
      }
    }
    function show(hash: string) {
      const radio = radios().find((input) => input.value === tabAt(hash));
      if (radio) radio.checked = true;
    }
    // A tab's anchor in the address follows the tab chosen, so that a reload or a copied link opens it.
    function follow() {
      const chosen = radios().find((radio) => radio.checked)?.value;
      const anchor = Object.keys(tabOf).find((key) => tabOf[key] === chosen);
      if (anchor && tabAt(window.location.hash)) history.replaceState(null, '', `#${anchor}`);
    }
    // A tab the visitor chose (`:user-valid`), even the one checked at first, is theirs.
    if (!form?.querySelector(`input[name="${name}"]${USER_VALID}`)) show(window.location.hash);
    else follow();
    const onHashChange = () => show(window.location.hash);
    window.addEventListener('hashchange', onHashChange);
    form?.addEventListener('change', follow);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      form?.removeEventListener('change', follow);
    };
  }, [name, tabOf]);

  return (
    <form
      ref={root}
      action={(data) => console.log(data.get(card))}
      // React resets a form after its action: the checked tab stays.
      onReset={(event) => event.preventDefault()}
    >
      <NoImplicitSubmit />
      {children}
    </form>
  );
}
