'use client';

import { useEffect, useRef, type ReactNode } from 'react';

import { NoImplicitSubmit } from '@/components/no-implicit-submit';
import { sectionLinkClicked } from '@/components/section-link';

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
 * (the footer's Facility Management, `/home#services-manage`) checks that tab on arrival, when the
 * fragment changes (Back included) and when the same link is followed again; and a card's click
 * logs its link (spec). A tab the visitor checked before this code ran is theirs: arrival leaves it.
 * The tabs are in a form whose action logs: each card is a submit button carrying its link, so a
 * card tapped before this code ran is kept by react-dom (its form replay) and logged when it runs.
 */
export function ServiceTabsCode({ name, card, tabOf, children }: ServiceTabsCodeProps) {
  const root = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const radios = () => [...(root.current?.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`) ?? [])];
    function show(hash: string) {
      let anchor: string;
      try {
        anchor = decodeURIComponent(hash.slice(1)); // as the browser finds the element
      } catch {
        return;
      }
      const radio = radios().find((input) => input.value === tabOf[anchor]);
      if (radio) radio.checked = true;
    }
    if (radios().every((radio) => radio.checked === radio.defaultChecked)) show(window.location.hash);
    const onHashChange = () => show(window.location.hash);
    function onClick(event: globalThis.MouseEvent) {
      const link = sectionLinkClicked(event);
      if (link) show(link.hash);
    }
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
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
