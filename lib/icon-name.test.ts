import { DEFAULT_ICON_NAMESPACE, iconPath, parseIconName } from './icon-name';

describe('parseIconName', () => {
  it('puts a bare name in the default namespace', () => {
    expect(parseIconName('check')).toEqual({ namespace: DEFAULT_ICON_NAMESPACE, name: 'check' });
  });

  it('splits namespace and name at one colon', () => {
    expect(parseIconName('social:x')).toEqual({ namespace: 'social', name: 'x' });
  });

  it('throws an error naming the icon when there is more than one colon', () => {
    expect(() => parseIconName('a:b:c')).toThrow(
      new Error('Invalid icon name "a:b:c": expected "namespace:name" with at most one colon'),
    );
  });

  it.each(['', ':x', 'social:'])('throws for the empty part in "%s"', (value) => {
    expect(() => parseIconName(value)).toThrow(`Invalid icon name "${value}"`);
  });
});

describe('iconPath', () => {
  it('points at the SVG file under public/icons/<namespace>/', () => {
    expect(iconPath('social:linkedin')).toBe('/icons/social/linkedin.svg');
    expect(iconPath('check')).toBe(`/icons/${DEFAULT_ICON_NAMESPACE}/check.svg`);
  });
});
