import { bytesByPackage, decodeVlqSegment, packageOfSource } from './bench-packages.mjs';

describe('decodeVlqSegment', () => {
  test('decodes positive, negative and multi-digit values', () => {
    expect(decodeVlqSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlqSegment('IACD')).toEqual([4, 0, 1, -1]);
    expect(decodeVlqSegment('gB')).toEqual([16]);
  });

  test('rejects characters outside base64', () => {
    expect(() => decodeVlqSegment('A!')).toThrow('Invalid base64 VLQ character "!"');
  });
});

describe('packageOfSource', () => {
  test('names plain and scoped packages, the innermost node_modules winning', () => {
    expect(packageOfSource('turbopack:///[project]/node_modules/next/dist/client/index.js')).toBe('next');
    expect(packageOfSource('[project]/node_modules/@firebase/firestore/dist/lite/index.mjs')).toBe(
      '@firebase/firestore',
    );
    expect(packageOfSource('node_modules/a/node_modules/b/x.js')).toBe('b');
  });

  test('names what Next.js bundles in next/dist/compiled/', () => {
    expect(
      packageOfSource('[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js'),
    ).toBe('react-dom (in next)');
    expect(packageOfSource('[project]/node_modules/next/dist/client/index.js')).toBe('next');
  });

  test('is null for the site’s own files', () => {
    expect(packageOfSource('turbopack:///[project]/components/service-tabs.tsx')).toBeNull();
  });
});

describe('bytesByPackage', () => {
  const sources = ['turbopack:///[project]/node_modules/react/index.js', 'turbopack:///[project]/components/x.tsx'];

  describe('a plain source map', () => {
    test('charges each segment’s characters to its source, up to the next segment or the line’s end', () => {
      // "abc;def" then "gh": react from column 0, the site's component from column 4, line 2 unmapped.
      const totals = bytesByPackage('abc;def\ngh', { version: 3, sources, mappings: 'AAAA,ICAA' });
      expect(Object.fromEntries(totals)).toEqual({ react: 4, '(site) components/': 3, '(unmapped)': 3 });
    });
  });

  describe('an indexed source map with sections', () => {
    test('places each section at its offset', () => {
      const code = 'aaaa\nbbbbbb';
      const map = {
        version: 3,
        sections: [
          { offset: { line: 0, column: 0 }, map: { version: 3, sources: [sources[0]], mappings: 'AAAA' } },
          { offset: { line: 1, column: 0 }, map: { version: 3, sources: [sources[1]], mappings: 'AAAA' } },
        ],
      };
      expect(Object.fromEntries(bytesByPackage(code, map))).toEqual({
        react: 4,
        '(site) components/': 6,
        '(unmapped)': 1,
      });
    });
  });
});
