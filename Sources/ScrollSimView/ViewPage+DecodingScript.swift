// The page's script, part 1 of 3: it decodes the embedded columns and answers what each view's state is at a time.

extension ViewPage {
    /// The script's part that decodes the embedded columns and answers what each view's state is at a time.
    static let decodingScript = #"""
        "use strict";
        // scrollsim view: decodes the embedded log columns and replays them. Times are integers in
        // 0.1 ms and offsets in 0.001 pt, exactly as the text log prints them.
        const D = JSON.parse(document.getElementById("data").textContent);
        const DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
        const DIGIT = {};
        for (let i = 0; i < 64; i++) DIGIT[DIGITS[i]] = i;
        const SVGNS = "http://www.w3.org/2000/svg";
        const $ = (id) => document.getElementById(id);

        // A varint column: order 0 values, 1 differences, 2 differences of differences; "~" and a count
        // repeat the last stored number that many more times.
        function column(text, order) {
          const out = [];
          let previous = 0, difference = 0, natural = 0, weight = 1, last = 0, repeat = false;
          const take = (stored) => {
            const value = order === 0 ? stored : previous + (order === 2 ? difference + stored : stored);
            difference = value - previous;
            previous = value;
            out.push(value);
          };
          for (let i = 0; i < text.length; i++) {
            if (text[i] === "~") { repeat = true; continue; }
            const digit = DIGIT[text[i]];
            if (digit >= 32) { natural += (digit - 32) * weight; weight *= 32; continue; }
            natural += digit * weight;
            if (repeat) { for (let k = 0; k < natural; k++) take(last); repeat = false; }
            else { last = natural % 2 ? -(natural + 1) / 2 : natural / 2; take(last); }
            natural = 0; weight = 1;
          }
          return out;
        }

        function decodeLog(L) {
          const kinds = column(L.k, 0);
          const log = { n: L.n, views: L.views, events: L.events, t: column(L.t, 2), v: kinds.map((k) => L.kinds[k][0]),
            e: kinds.map((k) => L.kinds[k][1]), f: kinds.map((k) => L.kinds[k][2]), r: L.r ? column(L.r, 0) : null,
            x: [], y: [], detail: {}, byView: L.views.map(() => []) };
          const xs = L.x.map((c) => column(c, 2)), ys = L.y.map((c) => column(c, 2)), next = L.views.map(() => 0);
          for (let i = 0; i < L.n; i++) {
            const view = log.v[i];
            log.x.push(xs[view][next[view]]);
            log.y.push(ys[view][next[view]++]);
            log.byView[view].push(i);
          }
          log.position = {};
          if (L.pl) {
            const px = column(L.px, 1), py = column(L.py, 1);
            column(L.pl, 1).forEach((line, k) => { log.position[line] = [px[k], py[k]]; });
          }
          log.positioned = L.views.map(() => []);
          for (const line in log.position) log.positioned[log.v[line]].push(+line);
          const texts = column(L.di, 0);
          column(L.dl, 1).forEach((line, k) => { log.detail[line] = L.ds[texts[k]]; });
          // The lines that report a zoom scale (as the plot reads them: willBeginZooming, didZoom).
          log.zoomed = L.views.map(() => []);
          for (const line in log.detail) {
            const name = L.events[log.e[line]];
            if ((name === "willBeginZooming" || name === "didZoom") && /^scale /.test(log.detail[line])) log.zoomed[log.v[line]].push(+line);
            if (name === "presentationFrame" && /presentationScale /.test(log.detail[line])) log.zoomed[log.v[line]].push(+line);
          }
          log.scroll = L.events.indexOf("didScroll");
          return log;
        }

        // Fixed decimals from an integer count of 10^-decimals units (no float formatting).
        function fixed(units, decimals) {
          const digits = String(Math.abs(units)).padStart(decimals + 1, "0");
          const text = digits.slice(0, digits.length - decimals) + "." + digits.slice(digits.length - decimals);
          return (units < 0 ? "-" : "") + text;
        }
        const flagText = (f) => (f & 4 ? "T" : "-") + (f & 2 ? "D" : "-") + (f & 1 ? "d" : "-");
        function phaseName(log, i, k) {
          const f = log.f[i];
          if (f & 1) return "decelerating";
          if (f & 2) return "dragging";
          if (f & 4) return "tracking";
          if (k > 0) {
            const p = log.byView[log.v[i]][k - 1];
            if (log.x[p] !== log.x[i] || log.y[p] !== log.y[i]) return "animating";
          }
          return "idle";
        }
        // The position in `lines` (indices into log) of the last line at or before time T, or -1.
        function lastAt(log, lines, T) {
          let low = 0, high = lines.length - 1, found = -1;
          while (low <= high) {
            const mid = (low + high) >> 1;
            if (log.t[lines[mid]] <= T) { found = mid; low = mid + 1; } else high = mid - 1;
          }
          return found;
        }

        const log = decodeLog(D.log);
        const golden = D.golden ? decodeLog(D.golden.log) : null;
        // At least 0.1 s, so a trace whose events all happen at one instant still has a timeline.
        const END = Math.max(D.end, log.n ? log.t[log.n - 1] : 0, 1000);
        const views = D.scene.map((s, index) => ({ s, index, log: log.views.indexOf(s.id) }));
        const byId = {};
        views.forEach((view) => { byId[view.s.id] = view; });

        // A golden run (its first and last call, `r` on the last) stands for the replay's calls when the
        // replay has the same count of calls of that view between the same ends; else the ghost hides.
        const runMatches = {};
        if (golden && golden.r) {
          golden.byView.forEach((lines, gv) => {
            const pv = log.views.indexOf(golden.views[gv]);
            for (let k = 1; k < lines.length; k++) {
              const end = lines[k], start = lines[k - 1];
              if (!golden.r[end]) continue;
              const calls = pv < 0 ? [] : log.byView[pv].filter((i) => log.e[i] === log.scroll &&
                log.t[i] >= golden.t[start] && log.t[i] <= golden.t[end]);
              const first = calls[0], last = calls[calls.length - 1];
              runMatches[end] = calls.length === golden.r[end] && golden.x[start] === log.x[first] &&
                golden.y[start] === log.y[first] && golden.x[end] === log.x[last] && golden.y[end] === log.y[last];
            }
          });
        }

        // The first line where golden and replay differ (didScroll lines compared only when the golden
        // has one line per call; a run that does not match counts as a difference at its start).
        function lineKey(L, i) {
          return [L.t[i], L.views[L.v[i]], L.events[L.e[i]], L.x[i], L.y[i], L.f[i], L.detail[i] || ""].join("|");
        }
        function firstDifference() {
          if (!golden) return null;
          const skipScroll = !!golden.r;
          const pick = (L) => { const out = []; for (let i = 0; i < L.n; i++) if (!skipScroll || L.e[i] !== L.scroll) out.push(i); return out; };
          const a = pick(golden), b = pick(log);
          let found = null;
          for (let k = 0; k < Math.max(a.length, b.length); k++) {
            if (k < a.length && k < b.length && lineKey(golden, a[k]) === lineKey(log, b[k])) continue;
            const times = [];
            if (k < a.length) times.push(golden.t[a[k]]);
            if (k < b.length) times.push(log.t[b[k]]);
            found = { t: Math.min(...times), golden: k < a.length ? a[k] : -1, actual: k < b.length ? b[k] : -1 };
            break;
          }
          for (const end in runMatches) {
            if (runMatches[end]) continue;
            const lines = golden.byView[golden.v[end]], start = lines[lines.indexOf(+end) - 1];
            if (!found || golden.t[start] < found.t) found = { t: golden.t[start], golden: start, actual: -1 };
          }
          return found;
        }
        const difference = firstDifference();

        // State of a view in `L` at time T: the last line of it at or before T.
        function stateOf(L, name, T) {
          const view = L.views.indexOf(name);
          if (view < 0) return null;
          const lines = L.byView[view], k = lastAt(L, lines, T);
          if (k < 0) return { k, i: -1, x: null, y: null, f: 0 };
          const i = lines[k];
          return { k, i, x: L.x[i], y: L.y[i], f: L.f[i] };
        }
        function ghostOf(name, T) {
          if (!golden) return null;
          const state = stateOf(golden, name, T);
          if (!state || state.i < 0) return null;
          const lines = golden.byView[golden.views.indexOf(name)], next = lines[state.k + 1];
          if (golden.r && next !== undefined && golden.r[next] && T < golden.t[next]) {
            if (!runMatches[next]) return null; // the golden does not say where it was inside this run
            const replayed = stateOf(log, name, T);
            return replayed && replayed.i >= 0 ? replayed : null;
          }
          return state;
        }
        function offsetOf(name, T) {
          const view = byId[name], state = stateOf(log, name, T);
          if (!state || state.i < 0) return view ? [view.s.start[0] * 1000, view.s.start[1] * 1000] : [0, 0];
          return [state.x, state.y];
        }
        // The scale in a zoom line's detail: `scale S` (a run's `scale first → last`: the last), or a
        // presentation frame's `presentationScale S`.
        function scaleIn(detail) {
          const match = /(?:^scale (?:[-+0-9.]+ → )?|presentationScale )([-+0-9.]+)/.exec(detail);
          return match ? parseFloat(match[1]) : 1;
        }
        // A view's zoom scale at T: the last one its lines reported, else the header's (1 without zooming).
        function zoomOf(view, T) {
          if (view.log >= 0) {
            const lines = log.zoomed[view.log], k = lastAt(log, lines, T);
            if (k >= 0) return scaleIn(log.detail[lines[k]]);
          }
          return view.s.zoom || 1;
        }
        function maxZoom(view) {
          let largest = view.s.zoom || 1;
          if (view.log >= 0) log.zoomed[view.log].forEach((i) => { largest = Math.max(largest, scaleIn(log.detail[i])); });
          return largest;
        }
        // A view's frame origin in its parent at T: the last position a line of it reported (a plain
        // view's presentation or a sheet's y), else the header's frame.
        function frameOrigin(view, T) {
          if (view.log >= 0) {
            const lines = log.positioned[view.log], k = lastAt(log, lines, T);
            if (k >= 0) return log.position[lines[k]].map((value) => value / 1000);
          }
          return [view.s.frame[0], view.s.frame[1]];
        }
        // Where a view's frame is on screen at T (points): its parent's screen origin plus its frame
        // origin, minus the parent's content offset.
        function screenOrigin(view, T) {
          const parent = view.s.parent && byId[view.s.parent], own = frameOrigin(view, T);
          if (!parent) return own;
          const origin = screenOrigin(parent, T), offset = offsetOf(parent.s.id, T);
          return [origin[0] + own[0] - offset[0] / 1000, origin[1] + own[1] - offset[1] / 1000];
        }
        """#
}
