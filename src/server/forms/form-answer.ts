import escapeHtml from 'escape-html';
import { formMessagesAttribute } from '@shared/page-forms';

export interface FormMessage {
  text: string;
  /** The field the message is about: its input is marked invalid and the message links to it. */
  field?: string;
}

/** What the server tells a form that was posted without JavaScript, written into the page it answers with. */
export interface FormAnswer {
  /** The posted `_form` value: which form on the page the answer belongs to. */
  formKey: string;
  tone: 'error' | 'notice';
  title?: string;
  messages: FormMessage[];
  /** Values to put back into their fields; never a password. */
  values?: Record<string, string>;
}

const toneClasses: Record<FormAnswer['tone'], string> = {
  error: 'rounded-lg border border-danger bg-surface-raised p-4 text-sm text-fg',
  notice: 'rounded-lg border border-border bg-surface-muted p-4 text-sm text-fg',
};

function fieldTag(name: string): RegExp {
  return new RegExp(`<(?:input|select|textarea)\\b[^>]*\\sname="${name.replace(/\W/g, '')}"[^>]*>`);
}

function idOf(tag: string): string | undefined {
  return /\sid="([^"]+)"/.exec(tag)?.[1];
}

function messageItem(message: FormMessage, form: string): string {
  const text = escapeHtml(message.text);
  const id = message.field && idOf(fieldTag(message.field).exec(form)?.[0] ?? '');
  return `<li>${id ? `<a class="font-medium text-danger underline" href="#${escapeHtml(id)}">${text}</a>` : text}</li>`;
}

function messagesHtml(answer: FormAnswer, form: string): string {
  const role = answer.tone === 'error' ? 'alert' : 'status';
  const list =
    answer.messages.length === 1 && !answer.messages[0]?.field
      ? `<p class="mt-1 first:mt-0">${escapeHtml(answer.messages[0]?.text ?? '')}</p>`
      : `<ul class="mt-1 grid list-disc gap-1 ps-5">${answer.messages.map((message) => messageItem(message, form)).join('')}</ul>`;
  const title = answer.title ? `<p class="font-semibold">${escapeHtml(answer.title)}</p>` : '';
  return `<div role="${role}" class="${toneClasses[answer.tone]}">${title}${list}</div>`;
}

/** Adds attributes to a field's tag: the value typed before, and aria-invalid when a message is about it. */
function markField(form: string, name: string, attributes: string): string {
  return form.replace(fieldTag(name), (tag) => tag.replace(/^<(\w+)/, `<$1${attributes}`));
}

/** Puts a typed value back: an input's value attribute, a textarea's text, the matching option of a select. */
function keepValue(form: string, name: string, value: string): string {
  const tag = fieldTag(name).exec(form);
  if (!tag) return form;
  const kind = /^<(\w+)/.exec(tag[0])?.[1];
  if (kind === 'input') return markField(form, name, ` value="${escapeHtml(value)}"`);
  const close = `</${kind}>`;
  const start = tag.index + tag[0].length;
  const end = form.indexOf(close, start);
  if (end === -1) return form;
  const inner =
    kind === 'textarea'
      ? escapeHtml(value)
      : form
          .slice(start, end)
          .replace(/\sselected(="[^"]*")?/g, '')
          .replace(new RegExp(`<option value="${escapeHtml(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`), '$& selected=""');
  return `${form.slice(0, start)}${inner}${form.slice(end)}`;
}

/**
 * Writes an answer into the prerendered page: the messages into the place the
 * form keeps for them (components/ui/page-form.tsx), the values back into the
 * fields. Every text is escaped. A page without that form comes back as it was.
 */
export function insertFormAnswer(html: string, answer: FormAnswer): string {
  const marker = `${formMessagesAttribute}="${escapeHtml(answer.formKey)}"`;
  const markerAt = html.indexOf(marker);
  const start = html.lastIndexOf('<form', markerAt);
  const end = html.indexOf('</form>', markerAt);
  if (markerAt === -1 || start === -1 || end === -1) return html;

  let form = html.slice(start, end);
  for (const [name, value] of Object.entries(answer.values ?? {})) {
    form = keepValue(form, name, value);
  }
  for (const field of new Set(answer.messages.map((message) => message.field).filter(Boolean))) {
    form = markField(form, field ?? '', ' aria-invalid="true"');
  }
  const area = new RegExp(`(<div[^>]*${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>)(</div>)`);
  form = form.replace(area, (_whole, open: string, close: string) => `${open}${messagesHtml(answer, form)}${close}`);
  return `${html.slice(0, start)}${form}${html.slice(end)}`;
}
