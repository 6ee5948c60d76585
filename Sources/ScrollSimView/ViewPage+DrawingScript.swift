// The page's script, part 2 of 3: it builds the scene, the content maps, the state rows, the callback list and the timeline.

extension ViewPage {
    /// The script's part that builds the scene, the content maps, the state rows, the callback list and the timeline.
    static let drawingScript = #"""
        // ---- The page: scene, content maps, state rows, timeline, callback list.
        function svg(parent, tag, attributes) {
          const node = document.createElementNS(SVGNS, tag);
          for (const key in attributes) node.setAttribute(key, attributes[key]);
          parent.appendChild(node);
          return node;
        }
        const scene = $("scene"), maps = $("maps"), states = $("states");
        let bounds = [0, 0, 1, 1];
        views.filter((view) => !view.s.parent).forEach((view) => {
          const f = view.s.frame;
          bounds = [Math.min(bounds[0], f[0]), Math.min(bounds[1], f[1]), Math.max(bounds[2], f[0] + f[2]), Math.max(bounds[3], f[1] + f[3])];
        });
        scene.setAttribute("viewBox", `${bounds[0] - 8} ${bounds[1] - 8} ${bounds[2] - bounds[0] + 16} ${bounds[3] - bounds[1] + 16}`);
        const defs = svg(scene, "defs", {});
        views.forEach((view) => {
          const f = view.s.frame, id = view.index;
          const clip = svg(defs, "clipPath", { id: "clip" + id });
          view.clip = svg(clip, "rect", { width: f[2], height: f[3] });
          // The content: a checkered grid, `grid` points apart in the unzoomed content, that moves
          // with the offset on both axes and scales with the zoom (patternTransform in show()).
          const g = view.s.grid || 100;
          const pattern = svg(defs, "pattern", { id: "grid" + id, width: 2 * g, height: 2 * g, patternUnits: "userSpaceOnUse" });
          svg(pattern, "rect", { width: 2 * g, height: 2 * g, fill: id % 2 ? "#eef3fb" : "#f4f1fa" });
          svg(pattern, "rect", { width: g, height: g, fill: id % 2 ? "#dde6f5" : "#e7e1f3" });
          svg(pattern, "rect", { x: g, y: g, width: g, height: g, fill: id % 2 ? "#dde6f5" : "#e7e1f3" });
          svg(pattern, "path", { d: `M 0 0 H ${2 * g} M 0 ${g} H ${2 * g} M 0 0 V ${2 * g} M ${g} 0 V ${2 * g}`,
            stroke: "#b7c3d8", "stroke-width": 1, "vector-effect": "non-scaling-stroke", fill: "none" });
          view.pattern = pattern;
          const group = svg(scene, "g", { "clip-path": `url(#clip${id})` });
          view.content = svg(group, "rect", { fill: `url(#grid${id})`, stroke: "#9aa8bf", "data-grid": g,
            width: view.s.content ? view.s.content[0] : f[2], height: view.s.content ? view.s.content[1] : f[3] });
          // Items and pages the header defines, in the header's content coordinates.
          view.items = svg(group, "g", { "class": "items" });
          const c = view.s.content || [f[2], f[3]];
          (view.s.items || []).forEach((r) => svg(view.items, "rect", { x: r[0], y: r[1], width: r[2], height: r[3],
            fill: "#ffffff", "fill-opacity": 0.55, stroke: "#5a6f94", "vector-effect": "non-scaling-stroke" }));
          if (view.s.pages) {
            const [axis, first, step] = view.s.pages, extent = c[axis];
            let d = "";
            for (let at = first, n = 0; at <= extent && n < 2000; at += step, n++) d += axis ? `M 0 ${at} H ${c[0]} ` : `M ${at} 0 V ${c[1]} `;
            if (d) svg(view.items, "path", { d, stroke: "#5a6f94", "stroke-dasharray": "6 4", "vector-effect": "non-scaling-stroke" });
          }
          view.frame = svg(scene, "rect", { width: f[2], height: f[3], fill: "none", stroke: "#1f4e8c", "stroke-width": 2 });
          view.label = svg(scene, "text", { "font-size": 14, fill: "#1f4e8c" });
          view.label.textContent = view.s.id;
          if (view.s.content) {
            // The map holds the content at the largest zoom scale the view reaches.
            const r = view.s.range || [0, 0, 0, 0], grow = maxZoom(view) / (view.s.zoom || 1);
            const c = [view.s.content[0] * grow, view.s.content[1] * grow];
            const box = [Math.min(0, r[0]) - 20, Math.min(0, r[1]) - 20, Math.max(c[0], r[2] + f[2]) + 40, Math.max(c[1], r[3] + f[3]) + 40];
            const map = document.createElement("figure"), caption = document.createElement("figcaption");
            caption.textContent = `${view.s.id}: visible rect over content`;
            map.appendChild(caption);
            const mapSvg = svg(map, "svg", { viewBox: `${box[0]} ${box[1]} ${box[2] - box[0]} ${box[3] - box[1]}`, preserveAspectRatio: "xMidYMin meet" });
            view.mapContent = svg(mapSvg, "rect", { width: view.s.content[0], height: view.s.content[1], fill: "#eef1f6", stroke: "#9aa8bf", "vector-effect": "non-scaling-stroke" });
            view.ghost = golden ? svg(mapSvg, "rect", { width: f[2], height: f[3], fill: "none", stroke: "#e07a1f", "stroke-dasharray": "6 4", "vector-effect": "non-scaling-stroke", "stroke-width": 2 }) : null;
            view.visible = svg(mapSvg, "rect", { width: f[2], height: f[3], fill: "#1f4e8c", "fill-opacity": 0.15, stroke: "#1f4e8c", "vector-effect": "non-scaling-stroke", "stroke-width": 2 });
            maps.appendChild(map);
          }
          view.state = document.createElement("div");
          view.state.className = "state";
          view.state.setAttribute("data-view", view.s.id);
          states.appendChild(view.state);
        });
        const fingerLayer = svg(scene, "g", {});

        const fingers = { t: column(D.fingers.t, 2), k: column(D.fingers.k, 0), p: column(D.fingers.p, 0),
          x: column(D.fingers.x, 1), y: column(D.fingers.y, 1) };
        const TRAIL = 3000; // 0.3 s of trail
        function drawFingers(T) {
          fingerLayer.textContent = "";
          const down = {}, trails = {};
          for (let i = 0; i < fingers.t.length && fingers.t[i] <= T; i++) {
            const k = fingers.k[i];
            if (fingers.p[i] === 0) { down[k] = true; trails[k] = []; }
            if (fingers.p[i] === 2) down[k] = false;
            (trails[k] = trails[k] || []).push(i);
          }
          for (const k in trails) {
            const recent = trails[k].filter((i) => fingers.t[i] >= T - TRAIL);
            if (!recent.length) continue;
            svg(fingerLayer, "polyline", { fill: "none", stroke: "#2a9d8f", "stroke-width": 3, "stroke-opacity": 0.5,
              points: recent.map((i) => `${fingers.x[i] / 10},${fingers.y[i] / 10}`).join(" ") });
            const last = recent[recent.length - 1];
            if (down[k]) svg(fingerLayer, "circle", { cx: fingers.x[last] / 10, cy: fingers.y[last] / 10, r: 14, fill: "#2a9d8f", "fill-opacity": 0.7 });
          }
        }

        // Callbacks: every line that is not a didScroll, listed around the current time.
        const callbacks = [];
        for (let i = 0; i < log.n; i++) if (log.e[i] !== log.scroll) callbacks.push(i);
        const list = $("callbacks");
        function drawCallbacks(T) {
          const k = lastAt(log, callbacks, T);
          list.textContent = "";
          for (let j = Math.max(0, k - 8); j < Math.min(callbacks.length, k + 25); j++) {
            const i = callbacks[j], row = document.createElement("div");
            row.className = j === k ? "row now" : "row";
            row.textContent = `${fixed(log.t[i], 4)}  ${log.views[log.v[i]]}  ${log.events[log.e[i]]}  (${fixed(log.x[i], 3)}, ${fixed(log.y[i], 3)})  ${flagText(log.f[i])}  ${log.detail[i] || ""}`;
            row.onclick = () => seek(log.t[i]);
            list.appendChild(row);
          }
        }

        // Timeline: per view, phase bands, callback ticks and the moving axis's offset (min/max per
        // pixel column), the golden in grey; a cursor over all lanes.
        // The plot's phase colours (SVGPlot.bandColors), with a legend above the lanes.
        const PHASE_COLOR = { tracking: "#f6d365", dragging: "#f4a261", "decelerating/bouncing": "#8ecae6", animating: "#a7d49b" };
        $("legend").innerHTML = Object.keys(PHASE_COLOR).map((name) =>
          `<span style="background:${PHASE_COLOR[name]}">${name}</span>`).join(" ") +
          ' <span>| ticks: callbacks</span>' + (golden ? ' <span style="color:#888">— golden</span> <span style="color:#d62828">| first difference</span>' : "");
        const timeline = $("timeline");
        function drawTimeline() {
          const width = Math.max(300, timeline.clientWidth - 2);
          timeline.querySelectorAll("canvas").forEach((c) => c.remove());
          views.forEach((view) => {
            if (view.log < 0) return;
            const canvas = document.createElement("canvas"), height = 64;
            canvas.width = width; canvas.height = height; canvas.title = view.s.id;
            timeline.appendChild(canvas);
            const g = canvas.getContext("2d"), lines = log.byView[view.log];
            const px = (t) => (t / END) * width;
            // Each line's phase lasts until the view's next line; neighbours of one phase are one band.
            let band = null;
            const fill = () => {
              if (!band || !PHASE_COLOR[band.name]) return;
              g.fillStyle = PHASE_COLOR[band.name];
              const start = Math.floor(px(band.start));
              g.fillRect(start, 0, Math.max(1, Math.ceil(px(band.end)) - start), height);
            };
            lines.forEach((i, k) => {
              const next = lines[k + 1], name = phaseName(log, lines, k);
              if (next === undefined) return;
              if (band && band.name === name && band.end === log.t[i]) { band.end = log.t[next]; return; }
              fill();
              band = { name, start: log.t[i], end: log.t[next] };
            });
            fill();
            const axis = view.s.range && view.s.range[2] !== view.s.range[0] && view.s.range[3] === view.s.range[1] ? 0 : 1;
            const series = [[golden, "#999999"], [log, "#1f4e8c"]];
            // A plain view that reports positions is drawn by its position, anything else by its offset.
            const placed = log.positioned[view.log].length > 0;
            const linesOf = (L, gv) => (placed ? L.positioned[gv] : L.byView[gv]);
            const valueOf = (L, i) => (placed ? L.position[i][axis] : (axis ? L.y[i] : L.x[i]));
            let low = Infinity, high = -Infinity;
            series.forEach(([L]) => { if (!L) return; const gv = L.views.indexOf(view.s.id); if (gv >= 0) linesOf(L, gv).forEach((i) => { low = Math.min(low, valueOf(L, i)); high = Math.max(high, valueOf(L, i)); }); });
            if (!(high > low)) { low -= 1000; high += 1000; }
            const py = (value) => 4 + (height - 8) * (1 - (value - low) / (high - low));
            series.forEach(([L, color]) => {
              if (!L) return;
              const gv = L.views.indexOf(view.s.id);
              if (gv < 0) return;
              g.strokeStyle = color; g.lineWidth = 1.5; g.beginPath();
              // Per pixel column its smallest and largest value; a value holds until the next line, so
              // the line runs flat to the next column and jumps there (as the plot draws it).
              let column = -1, min = 0, max = 0, last = null;
              const flush = () => { if (column >= 0) { g.lineTo(column + 0.5, py(min)); g.lineTo(column + 0.5, py(max)); g.lineTo(column + 0.5, py(last)); } };
              linesOf(L, gv).forEach((i) => {
                const c = Math.floor(px(L.t[i])), value = valueOf(L, i);
                const gap = L.r && L.r[i]; // a run's ends are not joined
                if (c !== column) {
                  flush();
                  if (gap || last === null) g.moveTo(c + 0.5, py(value)); else g.lineTo(c + 0.5, py(last));
                  column = c; min = max = value;
                } else { min = Math.min(min, value); max = Math.max(max, value); }
                last = value;
              });
              flush(); g.stroke();
            });
            g.fillStyle = "#333333";
            callbacks.forEach((i) => { if (log.v[i] === view.log) g.fillRect(Math.floor(px(log.t[i])), height - 10, 1, 10); });
            g.fillStyle = "#222222"; g.font = "11px sans-serif"; g.fillText(`${view.s.id} ${placed ? "position" : "offset"} ${axis ? "y" : "x"}`, 4, 12);
            if (difference) { g.fillStyle = "#d62828"; g.fillRect(Math.floor(px(difference.t)), 0, 2, height); }
            canvas.onmousedown = (event) => { const r = canvas.getBoundingClientRect(); seek(Math.round(((event.clientX - r.left) / r.width) * END)); };
          });
        }
        """#
}
