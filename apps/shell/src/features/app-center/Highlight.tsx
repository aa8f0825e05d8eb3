/** A name with the characters a search matched marked (pinyin matches mark the characters they spell). */
export function Highlight({ text, range }: { text: string; range?: { start: number; end: number } | undefined }) {
  const chars = [...text];
  if (!range || range.start < 0 || range.end > chars.length || range.start >= range.end) return <>{text}</>;
  return (
    <>
      {chars.slice(0, range.start).join('')}
      <mark className="ac-highlight">{chars.slice(range.start, range.end).join('')}</mark>
      {chars.slice(range.end).join('')}
    </>
  );
}
