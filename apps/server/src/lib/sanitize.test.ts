import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('rich text of news and guides', () => {
  it('drops scripts, event handlers and javascript links but keeps the text and its structure', () => {
    const dirty = '<p onclick="steal()">年会<strong>通知</strong></p><script>alert(1)</script><a href="javascript:alert(1)">点我</a><img src=x onerror=alert(1)>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<p>年会<strong>通知</strong></p><a target="_blank" rel="noopener noreferrer">点我</a>');
  });

  it('keeps safe links and opens them in a new window without opener', () => {
    expect(sanitizeRichText('<a href="https://itsm.xinghe-tech.com/">IT 服务台</a>')).toBe(
      '<a href="https://itsm.xinghe-tech.com/" target="_blank" rel="noopener noreferrer">IT 服务台</a>',
    );
  });
});
