/*
 * A small XML writer for the delivery pack's ern.xml. Every text and attribute value goes
 * through `xmlText` / `xmlAttribute`: titles, names and ℗ lines are the user's, so they are
 * escaped (& < > " ') and stripped of the characters XML 1.0 forbids (control characters, lone
 * surrogates, U+FFFE/U+FFFF), which no escape can carry. Element names are checked, never built
 * from user text.
 */

// Everything XML 1.0 allows (its production [2] Char); with the u flag a lone surrogate is one
// code point outside these ranges, so it is dropped too.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_NAME = /^[A-Za-z_][A-Za-z0-9._-]*(?::[A-Za-z_][A-Za-z0-9._-]*)?$/;

/** A value with the characters XML 1.0 cannot hold removed. */
export function xmlSafe(value: string): string {
  return value.replace(NOT_XML_CHAR, '');
}

/** Element content: escaped, carriage returns kept as a reference (a parser turns a raw one into \n). */
export function xmlText(value: string): string {
  return xmlSafe(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replaceAll('\r', '&#13;');
}

/** An attribute value: as text, plus tabs and line breaks as references (else normalised to spaces). */
export function xmlAttribute(value: string): string {
  return xmlText(value).replaceAll('\t', '&#9;').replaceAll('\n', '&#10;');
}

export type XmlAttributes = Record<string, string | number | undefined>;

function checkName(name: string): string {
  if (!XML_NAME.test(name)) throw new Error(`Not an XML name: ${name}`);
  return name;
}

function attributesText(attributes: XmlAttributes | undefined): string {
  if (!attributes) return '';
  return Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${checkName(name)}="${xmlAttribute(String(value))}"`)
    .join('');
}

/**
 * Builds one document, indented two spaces a level; `end` closes the innermost open element.
 * With `depth`, a fragment (no declaration) indented to sit that many levels down in another
 * writer's document, which `append` takes whole.
 */
export class XmlWriter {
  private readonly parts: string[];
  private readonly open: string[] = [];
  private readonly depth: number;

  constructor(options: { depth?: number } = {}) {
    this.depth = options.depth ?? 0;
    this.parts = this.depth === 0 ? ['<?xml version="1.0" encoding="UTF-8"?>\n'] : [];
  }

  private indent(): string {
    return '  '.repeat(this.depth + this.open.length);
  }

  /** Opens an element that will hold other elements. */
  start(name: string, attributes?: XmlAttributes): this {
    this.parts.push(`${this.indent()}<${checkName(name)}${attributesText(attributes)}>\n`);
    this.open.push(name);
    return this;
  }

  /** Closes the innermost open element. */
  end(): this {
    const name = this.open.pop();
    if (name === undefined) throw new Error('No element is open');
    this.parts.push(`${this.indent()}</${name}>\n`);
    return this;
  }

  /** An element holding only text (escaped here). */
  leaf(name: string, text: string | number, attributes?: XmlAttributes): this {
    const tag = checkName(name);
    this.parts.push(
      `${this.indent()}<${tag}${attributesText(attributes)}>${xmlText(String(text))}</${tag}>\n`,
    );
    return this;
  }

  /** Another writer's finished fragment, here. */
  append(fragment: XmlWriter): this {
    this.parts.push(fragment.toString());
    return this;
  }

  /** The document; every element must be closed. */
  toString(): string {
    if (this.open.length > 0) throw new Error(`Unclosed elements: ${this.open.join(', ')}`);
    return this.parts.join('');
  }
}
