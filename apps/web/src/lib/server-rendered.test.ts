import { describe, expect, it } from 'vitest';
import { scriptJson } from './server-rendered';

describe('scriptJson', () => {
  it('cannot close the script element it is written into', () => {
    const json = scriptJson({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });
});
