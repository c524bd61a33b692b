/**
 * Text edits on one file's original text. The transforms read the syntax tree and the types of the
 * original program, and describe what to change as replacements of character ranges; everything
 * outside those ranges (formatting, comments, code the tool does not touch) stays byte for byte.
 *
 * A replacement may contain earlier ones: its text is then built with {@link EditSet.render} (the
 * original text of a sub-range with the edits inside it applied), and it takes their place.
 */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** The edits of one file, kept non-overlapping. */
export class EditSet {
  private readonly edits: TextEdit[] = [];

  constructor(readonly source: string) {}

  /** True when no edit was made. */
  get empty(): boolean {
    return this.edits.length === 0;
  }

  /**
   * Replaces `[start, end)` with `text`. Edits inside the range are dropped (the caller built `text`
   * with {@link render}); an edit that overlaps the range partly, or contains it, makes this one
   * refused (`false`): two transforms disagree, and the first one wins. Insertions at the range's
   * ends are outside it and stay.
   */
  replace(start: number, end: number, text: string): boolean {
    if (this.edits.some((edit) => !isInside(edit, start, end) && !isDisjoint(edit, start, end))) return false;
    for (let i = this.edits.length - 1; i >= 0; i--) if (isInside(this.edits[i]!, start, end)) this.edits.splice(i, 1);
    this.edits.push({ start, end, text });
    return true;
  }

  /** Inserts `text` at `position` (after any text already inserted there). */
  insert(position: number, text: string): boolean {
    if (this.edits.some((edit) => edit.start < position && position < edit.end)) return false;
    this.edits.push({ start: position, end: position, text });
    return true;
  }

  /** True when `[start, end)` overlaps a replacement (an insertion at its ends does not count). */
  touches(start: number, end: number): boolean {
    return this.edits.some((edit) => edit.start !== edit.end && edit.start < end && start < edit.end);
  }

  /** The original text of `[start, end)` with the edits inside it applied. */
  render(start: number, end: number): string {
    return this.applyWithin(start, end, (edit) => isInside(edit, start, end));
  }

  /** The whole text with every edit applied. */
  apply(): string {
    return this.applyWithin(0, this.source.length, () => true);
  }

  private applyWithin(start: number, end: number, include: (edit: TextEdit) => boolean): string {
    // Stable: insertions at the same position keep their order.
    const edits = this.edits
      .map((edit, index) => ({ edit, index }))
      .filter(({ edit }) => include(edit))
      .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.index - b.index);
    let out = '';
    let at = start;
    for (const { edit } of edits) {
      out += this.source.slice(at, edit.start) + edit.text;
      at = edit.end;
    }
    return out + this.source.slice(at, end);
  }
}

/** An edit inside `[start, end)`: a replacement within it, or an insertion strictly inside it. */
function isInside(edit: TextEdit, start: number, end: number): boolean {
  if (edit.start === edit.end) return start < edit.start && edit.start < end;
  return start <= edit.start && edit.end <= end;
}

function isDisjoint(edit: TextEdit, start: number, end: number): boolean {
  return edit.end <= start || edit.start >= end;
}

/** What {@link removeListElements} needs of a node. */
interface Ranged {
  getFullStart(): number;
  getEnd(): number;
}

/**
 * Removes some elements of a comma-separated list (object properties, import specifiers, binding
 * elements) with their commas, keeping the layout of the rest: an element followed by a kept one
 * goes with its comma and leading trivia; the trailing removed elements go with the comma before them.
 * Returns false when every element would go (the caller removes the whole construct).
 */
export function removeListElements(edits: EditSet, elements: readonly Ranged[], removed: ReadonlySet<Ranged>): boolean {
  let lastKept = elements.length - 1;
  while (lastKept >= 0 && removed.has(elements[lastKept]!)) lastKept--;
  if (lastKept === -1) return false;
  elements.forEach((element, index) => {
    if (index < lastKept && removed.has(element)) edits.replace(element.getFullStart(), elements[index + 1]!.getFullStart(), '');
  });
  if (lastKept < elements.length - 1) edits.replace(elements[lastKept]!.getEnd(), elements.at(-1)!.getEnd(), '');
  return true;
}
