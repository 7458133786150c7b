<?php
/**
 * The editor preview script of the blocks (a plain script, not built): one
 * handle, registered once for every block that lists it.
 *
 * @package Vitrina
 */

return array(
	'handle'       => 'vitrina-block-preview',
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-block-editor' ),
	'version'      => '0.1.0',
);
