import { suggestEmail } from './email-suggestion';

describe('suggestEmail', () => {
  test.each([
    ['asha@gmial.com', 'asha@gmail.com'],
    ['asha@gmail.co', 'asha@gmail.com'],
    ['asha@yaho.com', 'asha@yahoo.com'],
    ['asha@hotmal.com', 'asha@hotmail.com'],
    ['asha@outlok.com', 'asha@outlook.com'],
    ['asha@redifmail.com', 'asha@rediffmail.com'],
    ['asha@rediffmial.com', 'asha@rediffmail.com'],
    ['asha@yaho.co.in', 'asha@yahoo.co.in'],
    [' asha.rao@gmial.com ', 'asha.rao@gmail.com'],
  ])('suggests a fix for %s', (typed, fixed) => {
    expect(suggestEmail(typed)).toBe(fixed);
  });

  test.each([
    'asha@gmail.com',
    'asha@yahoo.co.in',
    'asha@rediffmail.com',
    'ASHA@GMAIL.COM',
    'asha@homeos.in',
    'asha@example.in',
    'asha@',
    'asha',
    '',
  ])('leaves %p alone', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });
});
