import { operatorFooterLines } from "../shop/operator"

/** Every value in the HTML is text: a name or a note can never add markup. */
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!)

type Link = { href: string; label: string }

/** An inline picture after the rows (an attachment's cid), with its caption; plain text gets the caption only. */
type Figure = { cid: string; alt: string; caption: string }

/** Every e-mail of the shop ends with the operator's identification (see lib/shop/operator.ts). */
export function layout(title: string, paragraphs: string[], rows: [string, string][], links: Link[], footer?: string, figure?: Figure) {
  const htmlRows = rows.map(([k, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${escape(k)}</th><td>${escape(v)}</td></tr>`).join("")
  const html = [
    `<div style="font-family:Arial,sans-serif;max-width:600px">`,
    `<h1 style="font-size:20px">${escape(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    rows.length ? `<table>${htmlRows}</table>` : "",
    figure
      ? `<p><img src="cid:${escape(figure.cid)}" alt="${escape(figure.alt)}" width="180" height="180" style="display:block"></p><p>${escape(figure.caption)}</p>`
      : "",
    ...links.map((link) => `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>`),
    footer ? `<p style="color:#666">${escape(footer)}</p>` : "",
    `<p style="color:#666;font-size:12px">${operatorFooterLines().map(escape).join("<br>")}</p>`,
    `</div>`,
  ].join("\n")
  const text = [
    title,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(figure ? ["", figure.caption] : []),
    ...links.flatMap((link) => ["", `${link.label}: ${link.href}`]),
    ...(footer ? ["", footer] : []),
    "",
    "--",
    ...operatorFooterLines(),
  ].join("\n")
  return { html, text }
}
