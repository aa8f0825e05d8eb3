import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (news bodies, guide sections), sanitised once more before it reaches the page. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input'] }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
