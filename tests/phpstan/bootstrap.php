<?php
/**
 * Constants plugin.php defines, for PHPStan.
 *
 * @package Vitrina
 */

define( 'VITRINA_VERSION', '0.1.0' );
define( 'VITRINA_FILE', dirname( __DIR__, 2 ) . '/plugin.php' );
define( 'VITRINA_DIR', dirname( __DIR__, 2 ) );
