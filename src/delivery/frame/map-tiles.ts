/**
 * The map's tiles of the frame page's settings (FramePage.php prints the
 * shop's delivery_map_tiles and delivery_map_attribution), kept for the
 * point step; null: the page offers no map.
 */
import type { MapTiles } from './schemas';

let tiles: MapTiles | null = null;

/**
 * Keeps the tiles the page's settings give.
 *
 * @param value The tiles, or null.
 */
export function setMapTiles( value: MapTiles | null ): void {
	tiles = value;
}

/** The tiles, or null when the page offers no map. */
export function mapTiles(): MapTiles | null {
	return tiles;
}
