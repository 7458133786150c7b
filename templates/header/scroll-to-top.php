<?php
/**
 * The scroll-to-top button, hidden until the page is scrolled (the header
 * island shows it and scrolls).
 *
 * Override: yourtheme/vitrina/header/scroll-to-top.php. Keep the class (the
 * header island uses it).
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;
?>
<button type="button" class="vitrina-scroll-top" aria-label="<?php esc_attr_e( 'Scroll to top', 'vitrina' ); ?>" hidden>
	<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20"><path d="M12 6l-7 7 1.4 1.4L11 9.8V20h2V9.8l4.6 4.6L19 13z" fill="currentColor"/></svg>
</button>
