import { highlightSegments } from './highlight-segments';

/** A passage with the question's terms marked; rendered as text only (see `highlightSegments`). */
export function HighlightedText({ highlight, content }: { highlight: string | null; content: string }) {
  if (highlight === null) return <>{content}</>;
  return (
    <>
      {highlightSegments(highlight).map((segment, index) =>
        segment.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one passage never reorder.
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 text-accent" data-testid="highlight-match">
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one passage never reorder.
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
