import {
  palettes,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
} from '../../src/theme/tokens';
import { vars } from '../../src/theme/vars.css';

/** Rendered from src/theme/tokens.ts itself, so a token change shows up here with no edit. */
const cell = {
  padding: '8px 12px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
} as const;

export function ColourTable() {
  const names = Object.keys(palettes.light) as (keyof typeof palettes.light)[];
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Light</th>
          <th style={cell}>Dark</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td style={cell}>
              <code>vars.color.{name}</code>
            </td>
            {(['light', 'dark'] as const).map((mode) => (
              <td key={mode} style={cell}>
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <span
                    aria-hidden="true"
                    style={{
                      width: 32,
                      height: 32,
                      borderRadius: 6,
                      border: '1px solid rgba(0,0,0,0.2)',
                      background: palettes[mode][name],
                    }}
                  />
                  <code>{palettes[mode][name]}</code>
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypographyTable() {
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      {(Object.keys(fontFamily) as (keyof typeof fontFamily)[]).map((family) => (
        <section key={family}>
          <p>
            <code>vars.font.{family}</code>: {fontFamily[family]}
          </p>
          {(Object.keys(fontSize) as (keyof typeof fontSize)[]).map((size) => (
            <p
              key={size}
              style={{
                fontFamily: fontFamily[family],
                fontSize: fontSize[size],
                lineHeight: lineHeight.snug,
                margin: '8px 0',
              }}
            >
              <code style={{ fontSize: 12 }}>
                {size} · {fontSize[size]}
              </code>{' '}
              Premium hemp, elevated
            </p>
          ))}
        </section>
      ))}
      <section>
        {(Object.keys(fontWeight) as (keyof typeof fontWeight)[]).map((weight) => (
          <p key={weight} style={{ fontWeight: Number(fontWeight[weight]) }}>
            <code>vars.fontWeight.{weight}</code> ({fontWeight[weight]}) Lab tested and verified
          </p>
        ))}
      </section>
    </div>
  );
}

export function SpacingTable() {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {(Object.keys(space) as (keyof typeof space)[]).map((name) => (
          <tr key={name}>
            <td style={cell}>
              <code>vars.space.{name}</code>
            </td>
            <td style={cell}>{space[name]}</td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  height: 16,
                  width: space[name],
                  background: vars.color.accent,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RadiusTable() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {(Object.keys(radius) as (keyof typeof radius)[]).map((name) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
          <span
            aria-hidden="true"
            style={{
              display: 'block',
              width: 80,
              height: 80,
              borderRadius: radius[name],
              background: vars.color.accentSoft,
              border: `2px solid ${vars.color.accent}`,
              boxShadow: shadow.md,
            }}
          />
          <figcaption>
            <code>{name}</code> {radius[name]}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
