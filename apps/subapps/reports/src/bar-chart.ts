/** `<bar-chart>`: horizontal bars of labelled counts, drawn in its shadow root. Set `data` and `heading`. */
export class BarChart extends HTMLElement {
  #data: { label: string; value: number }[] = [];
  #heading = '';

  set data(value: { label: string; value: number }[]) {
    this.#data = value;
    this.render();
  }

  set heading(value: string) {
    this.#heading = value;
    this.render();
  }

  connectedCallback() {
    this.render();
  }

  private render() {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const max = Math.max(1, ...this.#data.map((d) => d.value));
    root.innerHTML = `
      <style>
        :host { display: block; background: var(--reports-card, #fff); border-radius: 8px; padding: 20px 24px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
        h3 { margin: 0 0 16px; font: 600 15px/1.4 system-ui, sans-serif; color: var(--reports-text, #1f2329); }
        .row { display: grid; grid-template-columns: 110px 1fr 40px; align-items: center; gap: 12px; margin: 10px 0; font: 13px system-ui, sans-serif; color: var(--reports-muted, #4e5969); }
        .track { background: var(--reports-track, #f2f3f5); border-radius: 4px; height: 14px; overflow: hidden; }
        .bar { background: var(--portal-primary, #1677ff); height: 100%; border-radius: 4px; }
        .value { text-align: right; font-variant-numeric: tabular-nums; color: #1f2329; }
      </style>
      <h3></h3>
      <div class="rows"></div>`;
    (root.querySelector('h3') as HTMLElement).textContent = this.#heading;
    const rows = root.querySelector('.rows') as HTMLElement;
    for (const item of this.#data) {
      const row = document.createElement('div');
      row.className = 'row';
      row.setAttribute('role', 'listitem');
      row.innerHTML = '<span class="label"></span><span class="track"><span class="bar" style="display:block"></span></span><span class="value"></span>';
      (row.querySelector('.label') as HTMLElement).textContent = item.label;
      (row.querySelector('.bar') as HTMLElement).style.width = `${(item.value / max) * 100}%`;
      (row.querySelector('.value') as HTMLElement).textContent = String(item.value);
      rows.append(row);
    }
  }
}
