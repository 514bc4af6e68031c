import { renderToStaticMarkup } from 'react-dom/server';

import { Icon } from '@/components/icon';

import { iconPath } from './icon-name';

describe('icon names', () => {
  it('point at the SVG file under public/icons/<namespace>/', () => {
    expect(iconPath('social:linkedin')).toBe('/icons/social/linkedin.svg');
  });

  it('put a bare name in the ui namespace', () => {
    expect(iconPath('check')).toBe(iconPath('ui:check'));
    expect(renderToStaticMarkup(<Icon name="check" />)).toBe(renderToStaticMarkup(<Icon name="ui:check" />));
  });

  it.each(['ui:check:x', 'a:b:c', '', ':check', 'ui:'])('raise an error that names "%s"', (name) => {
    expect(() => iconPath(name)).toThrow(`Invalid icon name "${name}"`);
    expect(() => renderToStaticMarkup(<Icon name={name} />)).toThrow(`Invalid icon name "${name}"`);
  });
});
