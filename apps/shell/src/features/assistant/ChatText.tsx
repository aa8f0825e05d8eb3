import { Fragment, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** One line of an answer with its [name](/path) links: portal paths navigate, web addresses open a new window. */
function Inline({ text }: { text: string }) {
  const navigate = useNavigate();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    parts.push(text.slice(last, match.index));
    if (href.startsWith('/')) {
      parts.push(
        <a key={match.index} href={`/pba${href}`} className="chat-link" onClick={(e) => (e.preventDefault(), navigate(href))}>
          {label}
        </a>,
      );
    } else if (/^https?:\/\//.test(href)) {
      parts.push(
        <a key={match.index} href={href} target="_blank" rel="noopener noreferrer" className="chat-link">
          {label}
        </a>,
      );
    } else {
      parts.push(label);
    }
    last = (match.index ?? 0) + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts.map((part, i) => <Fragment key={i}>{part}</Fragment>)}</>;
}

/** An answer as paragraphs and lists (lines starting with "- "). */
export function ChatText({ content }: { content: string }) {
  const blocks: { list: boolean; lines: string[] }[] = [];
  for (const line of content.split('\n')) {
    const list = line.startsWith('- ');
    const last = blocks.at(-1);
    if (line.trim() === '') continue;
    if (last && last.list === list && list) last.lines.push(line.slice(2));
    else blocks.push({ list, lines: [list ? line.slice(2) : line] });
  }
  return (
    <>
      {blocks.map((block, i) =>
        block.list ? (
          <ul key={i}>
            {block.lines.map((line, j) => (
              <li key={j}>
                <Inline text={line} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Inline text={block.lines[0] ?? ''} />
          </p>
        ),
      )}
    </>
  );
}
