// Loads catalog pages in headless Chromium over the DevTools protocol and checks what a reader sees:
// no console errors, exceptions or failed requests; every swatch's centre pixel is the colour its text
// alternative names (within 1/255, blended over the white it is drawn on); switching the mode with the keyboard
// changes exactly the selected-mode swatches of tokens whose colours differ between the two modes; each
// typography specimen is one line box tall (font size × line height); headings do not skip levels; motion
// previews play. Screenshots go to the output folder.
//
// node [--experimental-websocket] catalog-browser-check.mjs <output dir> <expectations.json> <page>…
// (node 20's WebSocket when it has one, else a minimal client of its own, so Debian's node 18 works too.)
// A page is `name=path/to/file.html`. expectations.json (optional, "-" for none) lists, per page name, swatches
// whose colours the test knows independently of the generator: {"colors": {"<token id>": {"<ctx>": "#rrggbb"}},
// "changed": ["<token id>", …]} — the tokens the mode switch must change, written from the fixture's sources.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { inflateSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { request } from 'node:http'
import { randomBytes } from 'node:crypto'

const [outputDir, expectationsFile, ...pageArgs] = process.argv.slice(2)
if (!outputDir || pageArgs.length === 0) {
  console.error('usage: catalog-browser-check.mjs <output dir> <expectations.json|-> name=page.html…')
  process.exit(64)
}
const expectations = expectationsFile && expectationsFile !== '-' ? JSON.parse(readFileSync(expectationsFile, 'utf8')) : {}
mkdirSync(outputDir, { recursive: true })
const failures = []
let passed = 0
function check(condition, message) {
  if (condition) passed++
  else failures.push(message)
  return condition
}

// MARK: Chromium and the protocol

const chromium = process.env.CHROMIUM || 'chromium'
const profile = join(tmpdir(), 'aurum-catalog-chromium-' + process.pid)
const browser = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check',
  '--remote-debugging-port=0', '--user-data-dir=' + profile, '--force-color-profile=srgb', '--hide-scrollbars',
  '--disable-extensions', '--disable-background-networking', '--disable-features=Translate,MediaRouter', 'about:blank'],
  { stdio: ['ignore', 'ignore', 'pipe'] })
let stderr = ''
const endpoint = await new Promise((resolvePromise, reject) => {
  browser.stderr.on('data', (chunk) => {
    stderr += chunk
    const match = stderr.match(/DevTools listening on (ws:\/\/\S+)/)
    if (match) resolvePromise(match[1])
  })
  browser.on('exit', (code) => reject(new Error('chromium exited with ' + code + ':\n' + stderr)))
  setTimeout(() => reject(new Error('chromium did not start within 30 s:\n' + stderr)), 30000)
})
/// The few RFC 6455 client parts the DevTools protocol needs, for node versions without a WebSocket global
/// (Debian's node 18): text messages either way, masked from the client, fragments joined.
class MinimalWebSocket {
  constructor(url) {
    this.listeners = { open: [], message: [], error: [] }
    const { hostname, port, pathname } = new URL(url)
    const req = request({ hostname, port, path: pathname, headers: {
      Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': randomBytes(16).toString('base64') } })
    req.on('upgrade', (_, socket) => {
      this.socket = socket
      let buffer = Buffer.alloc(0), parts = []
      socket.on('data', (chunk) => {
        buffer = Buffer.concat([buffer, chunk])
        for (;;) {
          if (buffer.length < 2) return
          let length = buffer[1] & 127, offset = 2
          if (length === 126) { if (buffer.length < 4) return; length = buffer.readUInt16BE(2); offset = 4 }
          else if (length === 127) { if (buffer.length < 10) return; length = Number(buffer.readBigUInt64BE(2)); offset = 10 }
          if (buffer.length < offset + length) return
          const fin = buffer[0] & 128, opcode = buffer[0] & 15
          const payload = buffer.subarray(offset, offset + length)
          buffer = buffer.subarray(offset + length)
          if (opcode === 1 || opcode === 0) {
            parts.push(payload)
            if (fin) { const data = Buffer.concat(parts).toString('utf8'); parts = []; for (const l of this.listeners.message) l({ data }) }
          }
        }
      })
      for (const l of this.listeners.open) l()
    })
    req.on('error', (error) => { for (const l of this.listeners.error) l(error) })
    req.end()
  }
  addEventListener(type, listener) { this.listeners[type].push(listener) }
  send(text) {
    const payload = Buffer.from(text, 'utf8'), mask = randomBytes(4)
    const header = payload.length < 126 ? Buffer.from([0x81, 0x80 | payload.length])
      : payload.length < 65536 ? Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 255])
      : Buffer.concat([Buffer.from([0x81, 0x80 | 127]), (() => { const b = Buffer.alloc(8); b.writeBigUInt64BE(BigInt(payload.length)); return b })()])
    const masked = Buffer.alloc(payload.length)
    for (let i = 0; i < payload.length; i++) masked[i] = payload[i] ^ mask[i & 3]
    this.socket.write(Buffer.concat([header, mask, masked]))
  }
  close() { this.socket?.end() }
}
const socket = typeof WebSocket === 'function' && !process.env.AURUM_MINIMAL_WEBSOCKET ? new WebSocket(endpoint) : new MinimalWebSocket(endpoint)
await new Promise((r, reject) => { socket.addEventListener('open', r); socket.addEventListener('error', reject) })
let nextID = 0
const pending = new Map()
const listeners = []
socket.addEventListener('message', (event) => {
  const message = JSON.parse(event.data)
  if (message.id !== undefined && pending.has(message.id)) {
    const { resolvePromise, reject, method } = pending.get(message.id)
    pending.delete(message.id)
    if (message.error) reject(new Error(method + ': ' + message.error.message))
    else resolvePromise(message.result)
  } else if (message.method) {
    for (const listener of listeners) listener(message)
  }
})
function send(method, params = {}, sessionId) {
  return new Promise((resolvePromise, reject) => {
    const id = ++nextID
    pending.set(id, { resolvePromise, reject, method })
    socket.send(JSON.stringify({ id, method, params, sessionId }))
  })
}
function waitFor(method, sessionId, timeout = 15000) {
  return new Promise((resolvePromise, reject) => {
    const listener = (message) => {
      if (message.method === method && message.sessionId === sessionId) {
        listeners.splice(listeners.indexOf(listener), 1)
        resolvePromise(message.params)
      }
    }
    listeners.push(listener)
    setTimeout(() => reject(new Error('no ' + method + ' within ' + timeout + ' ms')), timeout)
  })
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

// MARK: PNG decoding (8-bit RGB or RGBA, non-interlaced: what Chromium writes)

function decodePNG(buffer) {
  let offset = 8
  let width, height, colorType
  const data = []
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset)
    const type = buffer.toString('ascii', offset + 4, offset + 8)
    const chunk = buffer.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0); height = chunk.readUInt32BE(4); colorType = chunk[9]
      if (chunk[8] !== 8 || chunk[12] !== 0 || (colorType !== 2 && colorType !== 6)) throw new Error('unexpected PNG format')
    } else if (type === 'IDAT') data.push(chunk)
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(data))
  const bpp = colorType === 6 ? 4 : 3
  const stride = width * bpp
  const pixels = new Uint8Array(height * stride)
  // One loop per filter type (RFC 2083 §6): a switch per byte made decoding a 1280 × 4000 tile take half a second.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const src = y * (stride + 1) + 1, row = y * stride, up = row - stride
    if (filter === 0) {
      pixels.set(raw.subarray(src, src + stride), row)
    } else if (filter === 1) {
      for (let x = 0; x < stride; x++) pixels[row + x] = raw[src + x] + (x >= bpp ? pixels[row + x - bpp] : 0)
    } else if (filter === 2) {
      if (y === 0) pixels.set(raw.subarray(src, src + stride), row)
      else for (let x = 0; x < stride; x++) pixels[row + x] = raw[src + x] + pixels[up + x]
    } else if (filter === 3) {
      for (let x = 0; x < stride; x++) {
        const a = x >= bpp ? pixels[row + x - bpp] : 0, b = y > 0 ? pixels[up + x] : 0
        pixels[row + x] = raw[src + x] + ((a + b) >> 1)
      }
    } else if (filter === 4) {
      for (let x = 0; x < stride; x++) {
        const a = x >= bpp ? pixels[row + x - bpp] : 0, b = y > 0 ? pixels[up + x] : 0, c = x >= bpp && y > 0 ? pixels[up + x - bpp] : 0
        const pa = Math.abs(b - c), pb = Math.abs(a - c), pc = Math.abs(a + b - 2 * c)
        pixels[row + x] = raw[src + x] + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
      }
    } else {
      throw new Error('bad PNG filter ' + filter)
    }
  }
  return { width, height, pixel: (x, y) => [...pixels.subarray(y * stride + x * bpp, y * stride + x * bpp + 3)] }
}

// MARK: Colours

function parseHex(hex) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i.exec(hex)
  if (!m) return null
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16), m[4] === undefined ? 255 : parseInt(m[4], 16)]
}
/// The colour a swatch shows at its centre: the colour over white.
function overWhite([r, g, b, a]) {
  const alpha = a / 255
  return [r, g, b].map((c) => Math.round(c * alpha + 255 * (1 - alpha)))
}
const close = (p, q, tolerance = 1) => p.every((v, i) => Math.abs(v - q[i]) <= tolerance)
const show = (p) => 'rgb(' + p.join(', ') + ')'

// MARK: One page

async function openPage(url) {
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' })
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true })
  const problems = []
  listeners.push((message) => {
    if (message.sessionId !== sessionId) return
    const p = message.params
    if (message.method === 'Runtime.consoleAPICalled' && (p.type === 'error' || p.type === 'assert' || p.type === 'warning')) {
      problems.push('console ' + p.type + ': ' + p.args.map((a) => a.value ?? a.description).join(' '))
    } else if (message.method === 'Runtime.exceptionThrown') {
      problems.push('exception: ' + (p.exceptionDetails.exception?.description ?? p.exceptionDetails.text))
    } else if (message.method === 'Log.entryAdded' && (p.entry.level === 'error' || p.entry.level === 'warning')) {
      problems.push('log ' + p.entry.level + ': ' + p.entry.text + (p.entry.url ? ' (' + p.entry.url + ')' : ''))
    } else if (message.method === 'Network.loadingFailed') {
      problems.push('failed request: ' + p.errorText + (p.blockedReason ? ' (' + p.blockedReason + ')' : ''))
    } else if (message.method === 'Network.responseReceived' && p.response.status >= 400) {
      problems.push('HTTP ' + p.response.status + ' for ' + p.response.url)
    } else if (message.method === 'Network.requestWillBeSent' && !/^(file|data):/.test(p.request.url)) {
      problems.push('network request outside the site: ' + p.request.url)
    }
  })
  for (const domain of ['Page', 'Runtime', 'Log', 'Network']) await send(domain + '.enable', {}, sessionId)
  await send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 900, deviceScaleFactor: 1, mobile: false }, sessionId)
  const loaded = waitFor('Page.loadEventFired', sessionId)
  await send('Page.navigate', { url }, sessionId)
  await loaded
  const evaluate = async (expression) => {
    const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, sessionId)
    if (exceptionDetails) throw new Error('evaluating ' + expression.slice(0, 80) + ': ' + (exceptionDetails.exception?.description ?? exceptionDetails.text))
    return result.value
  }
  await evaluate('document.fonts.ready.then(() => true)')
  /// The whole page, in tiles of at most `tile` pixels captured beyond the viewport; `pixel(x, y)` reads page
  /// coordinates (the page does not scroll: captures are clipped regions of the laid-out document).
  const screenshot = async (file, tile = 4000) => {
    await evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))')
    const height = await evaluate('Math.ceil(document.documentElement.scrollHeight)')
    const tiles = []
    for (let top = 0, n = 0; top < height; top += tile, n++) {
      const h = Math.min(tile, height - top)
      const { data } = await send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true,
        clip: { x: 0, y: top, width: 1280, height: h, scale: 1 } }, sessionId)
      const png = Buffer.from(data, 'base64')
      const tc = Date.now()
      if (file) writeFileSync(n === 0 ? file : file.replace(/\.png$/, '-' + (n + 1) + '.png'), png)
      tiles.push({ top, image: decodePNG(png) })
      if (process.env.AURUM_TIMING) console.log('      decode', Date.now() - tc, 'ms')
    }
    return {
      height,
      pixel(x, y) {
        const t = tiles.find((t) => y >= t.top && y < t.top + t.image.height)
        if (!t || x < 0 || x >= t.image.width) throw new Error(`pixel ${x},${y} is outside the page (${t ? t.image.width : 0} × ${height})`)
        return t.image.pixel(x, y - t.top)
      },
    }
  }
  const key = async (code, keyCode, key) => {
    await send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key, code, windowsVirtualKeyCode: keyCode }, sessionId)
    await send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode }, sessionId)
  }
  return { sessionId, targetId, problems, evaluate, screenshot, key }
}

// Rects and the facts each check needs, read from the laid-out page.
// Two kinds of swatch: on token pages the ::before of the code that prints the hex (its text is the swatch's text
// alternative), centred vertically in it at its left edge; elsewhere an element with role="img" and an aria-label.
const SWATCHES = `[...document.querySelectorAll('.sw[role="img"], code.c')].map((el) => {
  const r = el.getBoundingClientRect()
  const token = el.closest('tr[id]')?.id ?? null, contexts = el.closest('td > div')?.getAttribute('data-c') ?? null
  if (el.matches('code.c')) {
    const b = getComputedStyle(el, '::before')
    return { label: el.textContent, x: r.left + parseFloat(b.width) / 2, y: r.top + r.height / 2, token, contexts, text: el.textContent,
             drawn: b.content === '""' && parseFloat(b.width) >= 16 }
  }
  return { label: el.getAttribute('aria-label'), x: r.left + r.width / 2, y: r.top + r.height / 2, token, contexts,
           text: el.parentElement.querySelector('code.hex')?.textContent ?? null, drawn: r.width >= 8 }
})`
// The selected-mode swatch: the ::before of a colour row's name cell, drawn from the row's --cN properties.
const PREVIEWS = `[...document.querySelectorAll('table.tokens tr[style]')].map((row) => {
  const th = row.cells[0], r = th.getBoundingClientRect(), b = getComputedStyle(th, '::before')
  const cells = [...row.querySelectorAll('td > div')].map((c) => ({ contexts: c.hasAttribute('data-c') ? c.getAttribute('data-c').split(' ') : null, hex: c.querySelector('code.c')?.textContent }))
  return { token: row.id, x: r.left + parseFloat(b.left) + parseFloat(b.width) / 2, y: r.top + parseFloat(b.top) + parseFloat(b.height) / 2,
           content: b.content, cells }
})`
// A specimen's line box as the page prints it ("line height 1.5 (90 pt)"), beside the style it is drawn with.
const SPECIMENS = `[...document.querySelectorAll('.specimen.type')].map((el) => {
  const r = el.getBoundingClientRect()
  const printed = /line height [^(]*\\(([\\d.]+) pt\\)/.exec(el.nextElementSibling?.textContent ?? '')
  return { token: el.closest('tr[id]').id, left: r.left, top: r.top, height: r.height, fontSize: parseFloat(el.style.fontSize),
           lineHeight: parseFloat(el.style.lineHeight), lineBox: printed ? parseFloat(printed[1]) : NaN }
})`
const HEADINGS = `[...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => ({ level: +h.tagName[1], text: h.textContent.trim() }))`

async function checkPage(name, file) {
  const t0 = Date.now(); const lap = (what) => process.env.AURUM_TIMING && console.log(`    ${name} ${what}: ${Date.now() - t0} ms`)
  const url = 'file://' + resolve(file)
  const page = await openPage(url)
  const expected = expectations[name] ?? {}
  lap('open')
  const shot = await page.screenshot(join(outputDir, name + '.png'))
  lap('screenshot')

  // Semantic headings: one h1, no level skipped.
  const headings = await page.evaluate(HEADINGS)
  check(headings.filter((h) => h.level === 1).length === 1, `${name}: has ${headings.filter((h) => h.level === 1).length} h1 headings, expected 1`)
  let skipped = null
  for (let i = 1; i < headings.length; i++) if (headings[i].level > headings[i - 1].level + 1) skipped = headings[i]
  check(skipped === null, `${name}: heading '${skipped?.text}' skips a level`)
  // Every image-like element has a text alternative.
  const unnamed = await page.evaluate(`[...document.querySelectorAll('[role="img"], svg, img')].filter((el) => !(el.getAttribute('aria-label') || el.getAttribute('alt')) && el.getAttribute('aria-hidden') !== 'true').length`)
  check(unnamed === 0, `${name}: ${unnamed} images or swatches have no text alternative`)
  const unlabelled = await page.evaluate(`[...document.querySelectorAll('input, button, select')].filter((el) => !(el.labels?.length || el.getAttribute('aria-label') || el.textContent.trim())).length`)
  check(unlabelled === 0, `${name}: ${unlabelled} controls have no label`)

  // Swatches: the centre pixel is the colour the text alternative names, as the visible hex says too.
  const swatches = await page.evaluate(SWATCHES)
  let swatchCount = 0
  for (const s of swatches) {
    const rgba = parseHex(s.label)
    if (!check(rgba !== null, `${name}: swatch of ${s.token} has text alternative '${s.label}', not a hex colour`)) continue
    if (s.text !== null) check(s.text === s.label, `${name}: swatch of ${s.token} is labelled ${s.label} but shows ${s.text}`)
    if (!check(s.drawn, `${name}: the swatch of ${s.token} (${s.label}) is not drawn`)) continue
    const actual = shot.pixel(Math.floor(s.x), Math.floor(s.y))
    check(close(actual, overWhite(rgba)), `${name}: swatch of ${s.token} (${s.label}) paints ${show(actual)} at its centre, expected ${show(overWhite(rgba))}`)
    swatchCount++
    const known = expected.colors?.[s.token]
    if (known) {
      // A cell without data-c holds the token's one value for every context.
      for (const context of s.contexts === null ? Object.keys(known) : s.contexts.split(' ')) {
        if (known[context] !== undefined) check(known[context] === s.label, `${name}: ${s.token} in context ${context} is ${s.label}, the fixture says ${known[context]}`)
      }
    }
  }
  if (expected.colors) {
    const seen = new Set(swatches.map((s) => s.token))
    for (const token of Object.keys(expected.colors)) check(seen.has(token), `${name}: no swatch for ${token}`)
  }

  lap('swatches')
  // Typography: the specimen's mark along its left edge is one line box tall.
  const specimens = await page.evaluate(SPECIMENS)
  for (const s of specimens) {
    const lineBox = s.fontSize * s.lineHeight
    check(Math.abs(s.lineBox - lineBox) < 0.01, `${name}: ${s.token} says its line box is ${s.lineBox}px, its style gives ${lineBox}px`)
    check(Math.abs(s.height - lineBox) <= 1, `${name}: ${s.token} lays out ${s.height}px tall, expected ${lineBox}px (${s.fontSize}px × ${s.lineHeight})`)
    const x = Math.floor(s.left) + 1
    const mark = [230, 0, 126]
    let rows = 0
    for (let y = Math.max(0, Math.floor(s.top) - 2); y < Math.min(shot.height, Math.ceil(s.top + s.height) + 2); y++) {
      if (close(shot.pixel(x, y), mark, 24)) rows++
    }
    check(Math.abs(rows - lineBox) <= 1, `${name}: ${s.token} renders ${rows}px tall, expected ${lineBox}px (${s.fontSize}px × ${s.lineHeight})`)
  }

  // The mode switch, by keyboard: Tab to the first mode radio, then Right selects the next context.
  const previews = await page.evaluate(PREVIEWS)
  let switched = null
  if (previews.length > 0) {
    // Generated content with no text: nothing for assistive technology to read twice (the cells name the colours).
    for (const p of previews) check(p.content === '""', `${name}: the selected-mode swatch of ${p.token} has content ${p.content}, expected none`)
    const before = shot
    let focused = false
    for (let i = 0; i < 60 && !focused; i++) {
      await page.key('Tab', 9, 'Tab')
      focused = await page.evaluate(`document.activeElement?.matches('form.modes input[type=radio]') ?? false`)
    }
    check(focused, `${name}: Tab never reaches the mode switch`)
    const from = await page.evaluate(`document.documentElement.getAttribute('data-ctx')`)
    await page.key('ArrowRight', 39, 'ArrowRight')
    const to = await page.evaluate(`document.documentElement.getAttribute('data-ctx')`)
    check(from !== null && to !== null && from !== to, `${name}: the arrow key on the mode switch did not change the mode (data-ctx ${from} → ${to})`)
    lap('tabbed')
    const after = await page.screenshot(join(outputDir, name + '-ctx' + to + '.png'))
    switched = { from, to }
    const changed = []
    for (const p of previews) {
      const value = (context) => p.cells.find((c) => c.contexts === null || c.contexts.includes(context))?.hex
      const a = before.pixel(Math.floor(p.x), Math.floor(p.y)), b = after.pixel(Math.floor(p.x), Math.floor(p.y))
      for (const [pixel, context] of [[a, from], [b, to]]) {
        const hex = value(context)
        if (hex) check(close(pixel, overWhite(parseHex(hex))), `${name}: selected-mode swatch of ${p.token} paints ${show(pixel)} in context ${context}, expected ${hex}`)
      }
      const differs = value(from) !== undefined && value(to) !== undefined && !close(overWhite(parseHex(value(from))), overWhite(parseHex(value(to))), 0)
      const moved = !close(a, b, 0)
      check(differs === moved, `${name}: switching ${from} → ${to} ${moved ? 'changed' : 'did not change'} the swatch of ${p.token}, whose colours ${differs ? 'differ' : 'are the same'}`)
      if (moved) changed.push(p.token)
    }
    if (expected.changed) {
      const want = [...expected.changed].sort(), got = [...changed].sort()
      check(JSON.stringify(want) === JSON.stringify(got), `${name}: the mode switch changed ${got.join(', ')}; the fixture says ${want.join(', ')}`)
    }
    console.log(`  ${name}: mode ${from} → ${to} changed ${changed.length} of ${previews.length} selected-mode swatches`)
  }

  lap('modes')
  // Motion previews play: the dot of the first one moves to the end of its track.
  const demo = await page.evaluate(`(() => { const b = document.querySelector('button.play'); if (!b) return null; const dot = b.closest('tr').querySelector('.dot'); const before = dot.getBoundingClientRect().left; b.click(); return { before, pressed: b.getAttribute('aria-pressed') } })()`)
  if (demo) {
    check(demo.pressed === 'true', `${name}: the play button does not report that it is pressed`)
    await sleep(1200)
    const left = await page.evaluate(`document.querySelector('button.play').closest('tr').querySelector('.dot').getBoundingClientRect().left`)
    check(left > demo.before, `${name}: playing did not move the preview's dot (${demo.before} → ${left})`)
  }

  for (const problem of page.problems) failures.push(`${name}: ${problem}`)
  if (page.problems.length === 0) passed++
  console.log(`  ${name}: ${swatches.length} swatches (${swatchCount} checked), ${specimens.length} specimens, ${headings.length} headings${switched ? '' : ''}`)
  await send('Target.closeTarget', { targetId: page.targetId })
}

const started = Date.now()
try {
  for (const argument of pageArgs) {
    const at = argument.indexOf('=')
    await checkPage(argument.slice(0, at), argument.slice(at + 1))
  }
} catch (error) {
  failures.push('error: ' + error.message)
} finally {
  socket.close()
  browser.kill()
  await new Promise((r) => { browser.on('exit', r); setTimeout(r, 3000) })
  // Chromium's helper processes may still write to the profile after the browser exits: retry, and a
  // leftover temporary profile is a warning, not a failed check.
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  } catch (error) {
    console.log(`warning: could not remove ${profile}: ${error.code ?? error.message}`)
  }
}
for (const failure of failures) console.log('FAIL ' + failure)
console.log(`catalog browser check: ${pageArgs.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s, screenshots in ${outputDir}`)
console.log(`${passed} passed, ${failures.length} failed`)
process.exit(failures.length === 0 ? 0 : 1)
