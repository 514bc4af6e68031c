import { formatReference } from './demo-reference';

describe('formatReference', () => {
  test('labels the document id as the page and the emails show it', () => {
    expect(formatReference('x7Kq2mP9aLr4TnB8cVw1')).toBe('Reference: x7Kq2mP9aLr4TnB8cVw1');
  });
});
