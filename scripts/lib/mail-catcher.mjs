import http from "node:http"
import { randomUUID } from "node:crypto"
import { SMTPServer } from "smtp-server"
import { simpleParser } from "mailparser"

/**
 * A local SMTP server for development and tests: accepts every message
 * (no TLS, no authentication), keeps it in memory and shows it over HTTP.
 *
 *   GET    /messages   → [{ id, from, to, subject, text, html, date, attachments }], oldest first
 *                         (attachments: [{ filename, contentType, cid, base64 }])
 *   DELETE /messages   → 204, forgets all messages
 *
 * Returns { smtpUrl, httpUrl, stop }. Run alone: `node scripts/lib/mail-catcher.mjs`.
 */
export async function startMailCatcher({ smtpPort = 1025, httpPort = 1080, host = "127.0.0.1", log = () => {} } = {}) {
  const messages = []
  const MAX_MESSAGES = 1000

  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      // keepCidLinks: the HTML as sent, with its cid: references to inline attachments
      simpleParser(stream, { keepCidLinks: true })
        .then((mail) => {
          const addresses = (field) => (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address))
          messages.push({
            id: randomUUID(),
            from: mail.from?.text ?? session.envelope.mailFrom?.address ?? "",
            to: addresses(mail.to).length ? addresses(mail.to) : session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            date: (mail.date ?? new Date()).toISOString(),
            attachments: (mail.attachments ?? []).map((a) => ({
              filename: a.filename ?? "",
              contentType: a.contentType,
              cid: a.cid ?? null,
              base64: a.content.toString("base64"),
            })),
          })
          if (messages.length > MAX_MESSAGES) messages.splice(0, messages.length - MAX_MESSAGES)
          log(`mail to ${messages.at(-1).to.join(", ")}: ${messages.at(-1).subject}`)
          callback()
        })
        .catch(callback)
    },
  })

  const api = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname
    if (path === "/messages" && req.method === "GET") {
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" })
      res.end(JSON.stringify(messages))
    } else if (path === "/messages" && req.method === "DELETE") {
      messages.length = 0
      res.writeHead(204).end()
    } else {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "Not found" }))
    }
  })

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once("error", reject)
      server.listen(port, host, () => {
        server.off("error", reject)
        resolve()
      })
    })

  await listen(smtp.server, smtpPort)
  try {
    await listen(api, httpPort)
  } catch (error) {
    await new Promise((resolve) => smtp.close(resolve))
    throw error
  }

  let stopped = null
  const stop = () =>
    (stopped ??= Promise.all([
      new Promise((resolve) => smtp.close(resolve)),
      new Promise((resolve) => {
        api.closeAllConnections?.()
        api.close(() => resolve())
      }),
    ]).then(() => undefined))

  return { smtpUrl: `smtp://${host}:${smtpPort}`, httpUrl: `http://${host}:${httpPort}`, stop }
}

// `node scripts/lib/mail-catcher.mjs` runs it on its own (ports from MAIL_CATCHER_SMTP_PORT / MAIL_CATCHER_HTTP_PORT).
if (import.meta.url === `file://${process.argv[1]}`) {
  const catcher = await startMailCatcher({
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT || 1025),
    httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT || 1080),
    log: (m) => console.log(`[mail] ${m}`),
  })
  console.log(`Mail catcher: SMTP ${catcher.smtpUrl}, messages at ${catcher.httpUrl}/messages`)
  const shutdown = () => catcher.stop().then(() => process.exit(0))
  process.on("SIGINT", shutdown)
  process.on("SIGTERM", shutdown)
}
