// The page's script, part 3 of 3: it shows a time, and wires the scrubber, play/pause, frame stepping and the URL fragment.

extension ViewPage {
    /// The script's part that shows a time, and wires the scrubber, play/pause, frame stepping and the URL fragment.
    static let controlsScript = #"""
        // ---- Showing a time, and the controls.
        let now = 0, playing = false, lastFrame = 0;
        function show(T) {
          now = Math.max(0, Math.min(END, Math.round(T)));
          $("scrub").value = now;
          $("time").textContent = fixed(now, 4) + " s";
          views.forEach((view) => {
            const origin = screenOrigin(view, now), offset = offsetOf(view.s.id, now), f = view.s.frame;
            const state = stateOf(log, view.s.id, now);
            view.clip.setAttribute("x", origin[0]); view.clip.setAttribute("y", origin[1]);
            view.frame.setAttribute("x", origin[0]); view.frame.setAttribute("y", origin[1]);
            view.label.setAttribute("x", origin[0] + 6); view.label.setAttribute("y", origin[1] + 18);
            const cx = origin[0] - offset[0] / 1000, cy = origin[1] - offset[1] / 1000;
            view.content.setAttribute("x", cx); view.content.setAttribute("y", cy);
            if (view.s.content) {
              // Zooming scales the content (the zoom view) by the scale over the header's.
              const grow = zoomOf(view, now) / (view.s.zoom || 1), w = view.s.content[0] * grow, h = view.s.content[1] * grow;
              view.content.setAttribute("width", w); view.content.setAttribute("height", h);
              view.mapContent.setAttribute("width", w); view.mapContent.setAttribute("height", h);
            }
            const zoom = zoomOf(view, now), grow = zoom / (view.s.zoom || 1);
            view.pattern.setAttribute("patternTransform", `translate(${cx} ${cy}) scale(${zoom})`);
            view.items.setAttribute("transform", `translate(${cx} ${cy}) scale(${grow})`);
            if (view.visible) { view.visible.setAttribute("x", offset[0] / 1000); view.visible.setAttribute("y", offset[1] / 1000); }
            const ghost = ghostOf(view.s.id, now);
            if (view.ghost) {
              view.ghost.setAttribute("visibility", ghost ? "visible" : "hidden");
              if (ghost) { view.ghost.setAttribute("x", ghost.x / 1000); view.ghost.setAttribute("y", ghost.y / 1000); }
            }
            const flags = state && state.i >= 0 ? flagText(state.f) : "---";
            const el = view.state;
            el.setAttribute("data-t", fixed(now, 4));
            el.setAttribute("data-offset-x", fixed(offset[0], 3));
            el.setAttribute("data-offset-y", fixed(offset[1], 3));
            el.setAttribute("data-flags", flags);
            let text = `${view.s.id}  offset (${fixed(offset[0], 3)}, ${fixed(offset[1], 3)})  flags ${flags}`;
            if (view.log >= 0 && log.positioned[view.log].length) {
              const own = frameOrigin(view, now);
              text += `  position (${own[0].toFixed(3)}, ${own[1].toFixed(3)})`;
            }
            const lines = view.log >= 0 ? log.byView[view.log] : [], k = state ? state.k : -1;
            const phase = phaseName(log, lines, k), velocity = velocityOf(log, lines, k);
            el.setAttribute("data-phase", phase);
            el.setAttribute("data-velocity-x", fixed(velocity.x, 1));
            el.setAttribute("data-velocity-y", fixed(velocity.y, 1));
            el.setAttribute("data-zoom", zoom.toFixed(3));
            if (state && state.i >= 0) {
              text += `  ${phase}  velocity (${fixed(velocity.x, 1)}, ${fixed(velocity.y, 1)}) pt/s${velocity.model ? " (model)" : ""}`;
              if (view.s.zoom) text += `  zoom ${zoom.toFixed(3)}`;
            }
            if (ghost) text += `  golden (${fixed(ghost.x, 3)}, ${fixed(ghost.y, 3)})`;
            else if (golden) text += "  golden: not known here";
            el.textContent = text;
          });
          drawFingers(now);
          drawCallbacks(now);
          $("cursor").style.left = `${(now / END) * 100}%`;
        }
        function seek(T) {
          show(T);
          if (!playing) history.replaceState(null, "", "#t=" + fixed(now, 4));
        }
        // The distinct line times, for frame stepping.
        const times = [];
        for (let i = 0; i < log.n; i++) if (!times.length || times[times.length - 1] !== log.t[i]) times.push(log.t[i]);
        function step(direction) {
          playing = false; $("play").textContent = "play";
          let low = 0, high = times.length - 1, at = -1;
          while (low <= high) { const mid = (low + high) >> 1; if (times[mid] <= now) { at = mid; low = mid + 1; } else high = mid - 1; }
          const target = direction > 0 ? times[at + 1] : times[times[at] === now ? at - 1 : at];
          if (target !== undefined) seek(target);
        }
        function frame(stamp) {
          if (!playing) return;
          const elapsed = lastFrame ? stamp - lastFrame : 0;
          lastFrame = stamp;
          show(now + elapsed * 10 * Number($("speed").value));
          if (now >= END) { playing = false; $("play").textContent = "play"; seek(now); return; }
          requestAnimationFrame(frame);
        }
        $("play").onclick = () => {
          playing = !playing;
          $("play").textContent = playing ? "pause" : "play";
          if (playing) { if (now >= END) show(0); lastFrame = 0; requestAnimationFrame(frame); } else seek(now);
        };
        $("prev").onclick = () => step(-1);
        $("next").onclick = () => step(1);
        $("scrub").max = END;
        $("scrub").oninput = () => seek(Number($("scrub").value));
        document.addEventListener("keydown", (event) => {
          if (event.key === "ArrowLeft") { step(-1); event.preventDefault(); }
          if (event.key === "ArrowRight") { step(1); event.preventDefault(); }
        });
        function fromHash() {
          const match = /t=(-?[0-9.]+)/.exec(location.hash);
          return match ? Math.round(parseFloat(match[1]) * 10000) : 0;
        }
        window.addEventListener("hashchange", () => show(fromHash()));
        window.addEventListener("resize", drawTimeline);
        if (difference) {
          const line = (L, i) => i < 0 ? "(none)" : `${fixed(L.t[i], 4)} ${L.views[L.v[i]]} ${L.events[L.e[i]]} (${fixed(L.x[i], 3)}, ${fixed(L.y[i], 3)}) ${flagText(L.f[i])} ${L.detail[i] || ""}`;
          $("difference").textContent = `first difference at ${fixed(difference.t, 4)} s — golden: ${line(golden, difference.golden)} — actual: ${line(log, difference.actual)}`;
          $("difference").onclick = () => seek(difference.t);
        }
        drawTimeline();
        show(fromHash());
        // How long the page took to open (navigation start to the first frame shown), for the benchmark.
        document.body.setAttribute("data-ready-ms", String(Math.round(performance.now())));
        """#
}
