<?php
/**
 * Dependencies of the block's editor script (a plain script, not built).
 *
 * @package Vitrina
 */

return array(
	'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-block-editor' ),
	'version'      => '0.1.0',
);
