import { iconPath } from './icon-name';

describe('iconPath', () => {
  it('points at the SVG file under public/icons/<namespace>/', () => {
    expect(iconPath('social:linkedin')).toBe('/icons/social/linkedin.svg');
  });
});
