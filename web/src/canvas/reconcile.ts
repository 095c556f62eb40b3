// After a reconnect, the server's copy of one's own sheet may lack what was drawn while the socket was down (or
// what was lost in flight when the server died). This sheet only ever changes by its owner's frames, so the
// local copy is what the player meant; these are the frames that turn the server's copy into it.
import { MAX_POINTS_PER_FRAME, type ClientFrame, type DrawFrameOut, type Stroke } from "../protocol";

export function catchUpFrames(server: readonly Stroke[], local: readonly Stroke[]): ClientFrame[] {
  let common = 0;
  while (common < server.length && common < local.length && sameStart(server[common]!, local[common]!)) common++;
  const frames: ClientFrame[] = [];
  // The server's last shared stroke may be a shorter start of the local one: the pen kept moving offline.
  let tail: number[] = [];
  if (common > 0 && common === server.length) {
    const had = server[common - 1]!.pts.length;
    tail = local[common - 1]!.pts.slice(had);
  }
  const surplus = server.length - common;
  if (surplus > 0 && common === 0) frames.push({ t: "clear" });
  else for (let i = 0; i < surplus; i++) frames.push({ t: "undo" });
  if (tail.length) frames.push(...drawFrames(local[common - 1]!, tail));
  for (const stroke of local.slice(common)) frames.push(...drawFrames(stroke, stroke.pts));
  return frames;
}

/** Same stroke, and the server's points are a prefix of the local ones. */
function sameStart(server: Stroke, local: Stroke): boolean {
  if (server.sid !== local.sid || server.pts.length > local.pts.length) return false;
  for (let i = 0; i < server.pts.length; i++) if (server.pts[i] !== local.pts[i]) return false;
  return true;
}

function drawFrames(stroke: Stroke, pts: readonly number[]): ClientFrame[] {
  const frames: ClientFrame[] = [];
  const chunk = MAX_POINTS_PER_FRAME * 3;
  for (let i = 0; i < pts.length; i += chunk) {
    const frame: DrawFrameOut = { t: "draw", sid: stroke.sid, tool: stroke.tool, size: stroke.size, pts: pts.slice(i, i + chunk) };
    if (stroke.colour !== undefined) frame.colour = stroke.colour;
    frames.push(frame);
  }
  return frames;
}
