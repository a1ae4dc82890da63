/** Boat text made sayable (src/speech/boat-text.ts): markup, links, emoji and overlong messages, exactly. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BOAT_TEXT_MAX, sayable } from '../../src/speech/boat-text.js';

describe('boat text made sayable', () => {
  it('drops SSML and HTML markup, keeping the words between tags', () => {
    assert.equal(sayable('<break time="10s"/><audio src="http://evil.example/x.mp3"/>Low <emphasis>fuel</emphasis>'), 'Low fuel');
    assert.equal(sayable('<speak><prosody rate="x-slow">HELLO</prosody></speak>'), 'HELLO');
    assert.equal(sayable('<!-- x --><?xml version="1.0"?><p>Bilge <b>high</b></p>'), 'Bilge high');
    assert.equal(sayable('Depth < 2 and falling'), 'Depth 2 and falling');
    assert.equal(sayable('unclosed <audio src="http://x'), 'unclosed');
    assert.equal(sayable('Tom &amp; Jerry &lt;break&gt; &#x1F6A8;ok'), 'Tom & Jerry ok');
  });

  it('decodes entities once, then cleans: no entity or tag text is left, however often the markup was encoded', () => {
    // Encoded twice: once decoded it is still a tag written with entities, dropped whole.
    assert.equal(sayable('Bilge high &amp;lt;break time="5s"/&amp;gt;'), 'Bilge high');
    assert.equal(sayable('&amp;amp;lt;speak&amp;amp;gt;Fire&amp;amp;lt;/speak&amp;amp;gt;'), 'Fire');
    assert.equal(sayable('Low &lt;emphasis&gt;fuel&lt;/emphasis&gt; &#60;break/&#62;'), 'Low fuel');
    assert.equal(sayable('&lt;!-- note --&gt;Shallow'), 'Shallow');
    // Entities of control, bidi and other characters are dropped as those characters are.
    assert.equal(sayable('Bilge &#x202E;high&#7; &hellip; Fish &amp;amp; Chips'), 'Bilge high Fish Chips');
    assert.equal(sayable('Depth &lt; 2 m &amp; falling'), 'Depth 2 m & falling');
  });

  it('removes links, emoji and control characters, collapsing whitespace', () => {
    assert.equal(sayable('check https://boat.local:3000/admin/#/dashboard 🚨🚨'), 'check');
    assert.equal(sayable('Line1\nLine2\tTabbed\x07bell'), 'Line1 Line2 Tabbed bell');
    assert.equal(sayable('👨‍👩‍👧 Family\u200B 🇵🇹 boat, see www.example.com'), 'Family boat, see');
    assert.equal(sayable('Engine #1 = hot_temp'), 'Engine 1 hot temp');
  });

  it('caps the length at a word boundary (a 5,000-character name)', () => {
    const long = 'Water in the bilge. '.repeat(250);
    assert.equal(long.length, 5000);
    const said = sayable(long);
    assert.equal(said, 'Water in the bilge. Water in the bilge. Water in the bilge. Water in the bilge. Water in the bilge.');
    assert.ok(said.length <= BOAT_TEXT_MAX);
    assert.equal(sayable('one two three four', 9), 'one two');
    assert.equal(sayable('x'.repeat(50), 10), 'xxxxxxxxxx');
  });

  it('says nothing for what is not text', () => {
    assert.equal(sayable(''), '');
    assert.equal(sayable('<audio src="x"/>🚨'), '');
    assert.equal(sayable(null), '');
    assert.equal(sayable(42), '');
  });
});
